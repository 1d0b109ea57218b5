// subset-font ships no types: the part build/scriptFonts.ts and e2e/installed-fonts.spec.ts use.
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      noHinting?: boolean;
      /** Every glyph (the text must then be ''): e2e/installed-fonts.spec.ts only changes the format. */
      keepAllGlyphs?: boolean;
    },
  ): Promise<Uint8Array>;
}
