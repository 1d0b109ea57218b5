// subset-font ships no types: the part build/scriptFonts.ts uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; noHinting?: boolean },
  ): Promise<Uint8Array>;
}
