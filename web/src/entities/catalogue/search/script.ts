/**
 * Whether text holds a letter of an Indian script (the Brahmic blocks, Devanagari to Malayalam):
 * the one test the search box and the listing make before they load the transliteration (indic.ts),
 * which only such text needs.
 */
export const hasIndicLetters = (text: string): boolean => /[\u0900-\u0d7f]/.test(text);

/** How a word in an Indian script is spelled in Latin letters (indic.ts's `toLatin`). */
export type Transliterate = (word: string) => string;
