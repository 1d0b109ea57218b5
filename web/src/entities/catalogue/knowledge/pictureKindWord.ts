/**
 * The word a hosted picture's path names its product by: the folder after `/image/{w}/{h}/{bucket}/`
 * (`.../image/612/612/xif0q/projector/...` is "projector"). Apart from pictureKinds.ts's table, so
 * that search, which indexes the word, does not carry the table.
 */
export const pictureKindWord = (url: string): string | undefined =>
  /\/image\/\d+\/\d+\/[^/]+\/([a-z0-9-]+)\//i.exec(url)?.[1]?.toLowerCase();
