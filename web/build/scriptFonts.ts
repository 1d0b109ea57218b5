/**
 * The script fonts the shop serves (lib/i18n/fonts.ts), cut down when the build starts: each
 * @fontsource Noto Sans script subset (regular and semibold) keeps only the letters, signs and
 * marks of the script as its languages write it today, and the conjuncts HarfBuzz's closure
 * reaches from them (so every word made of them still shapes); Vedic signs, archaic letters and the
 * script's own digits (the shop writes Latin ones) go. Each script gets
 * `src/lib/i18n/fonts/subset/<script>.css` (its `@font-face` rules: the Noto Sans face installed
 * on the device first, then the cut, `font-display: swap`, a `unicode-range` of exactly what it
 * kept, so anything else falls back to the next font) and the two woff2 files; the folder is made
 * again only when these rules or a font change.
 * docs/decisions/009-i18n-with-lingui.md.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import subsetFont from 'subset-font';

/** Joiners and the dotted circle (shown for a mark typed on its own) in every script. */
const shared = 'U+200C-200D, U+25CC';

/** What each script keeps: a CSS unicode-range. */
export const scriptRanges = {
  // Hindi and Marathi: signs, vowels, consonants (nukta forms too), vowel signs, virama, om, danda,
  // the abbreviation sign and Marathi's ॲ.
  devanagari: `U+0900-0903, U+0905-0939, U+093C-094D, U+0950, U+0958-095F, U+0964-0965, U+0970-0972, ${shared}`,
  bengali: `U+0981-0983, U+0985-098C, U+098F-0990, U+0993-09A8, U+09AA-09B0, U+09B2, U+09B6-09B9, U+09BC-09C4, U+09C7-09C8, U+09CB-09CE, U+09D7, U+09DC-09DD, U+09DF, U+0964-0965, ${shared}`,
  tamil: `U+0B82-0B83, U+0B85-0B8A, U+0B8E-0B90, U+0B92-0B95, U+0B99-0B9A, U+0B9C, U+0B9E-0B9F, U+0BA3-0BA4, U+0BA8-0BAA, U+0BAE-0BB9, U+0BBE-0BC2, U+0BC6-0BC8, U+0BCA-0BCD, U+0BD0, U+0BD7, ${shared}`,
  telugu: `U+0C00-0C03, U+0C05-0C0C, U+0C0E-0C10, U+0C12-0C28, U+0C2A-0C39, U+0C3D-0C44, U+0C46-0C48, U+0C4A-0C4D, U+0C55-0C56, ${shared}`,
} as const;

/** The weights each script is served in. */
export const weights = [400, 600] as const;

/**
 * The installed faces a weight takes instead of the download, nearest first: Android phones carry
 * Noto Sans for these scripts (before Android 12 in regular and bold only), so a phone that has
 * one fetches nothing. `local()` matches a face's full name or its PostScript name.
 */
const installedStyles: Record<(typeof weights)[number], string[]> = { 400: ['Regular'], 600: ['SemiBold', 'Bold'] };

/** The characters of a unicode-range ('U+0900-0903, U+0950'). */
function charactersOf(range: string): string {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/, ''))
    .flatMap((part) => {
      const [from = 0, to = from] = part.split('-').map((hex) => Number.parseInt(hex, 16));
      return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
    })
    .join('');
}

const titleCase = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** A script's font family, as its `@font-face` rules and the installed faces name it: `Noto Sans Devanagari`. */
export const fontFamily = (script: string) => `Noto Sans ${titleCase(script)}`;

const require = createRequire(import.meta.url);

/** The whole Noto Sans file a script's weight is cut from (an npm package: nothing fetched). */
export const sourceFont = (script: string, weight: number) =>
  require.resolve(`@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff2`);

function fontFaces(script: string, range: string): string {
  const family = fontFamily(script);
  const postScriptFamily = family.replaceAll(' ', '');
  return weights
    .map((weight) => {
      const installed = installedStyles[weight].flatMap((style) => [
        `local('${family} ${style}')`,
        `local('${postScriptFamily}-${style}')`,
      ]);
      return `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: ${installed.join(', ')}, url('./${script}-${weight}.woff2') format('woff2');
  unicode-range: ${range};
}
`;
    })
    .join('\n');
}

export function scriptFonts(): Plugin {
  return {
    name: 'script-fonts',
    async buildStart() {
      const folder = join(import.meta.dirname, '..', 'src', 'lib', 'i18n', 'fonts', 'subset');
      const stamp = createHash('sha256');
      // The rules written, not only what they cut: a change to them writes the folder again.
      for (const [script, range] of Object.entries(scriptRanges)) stamp.update(fontFaces(script, range));
      for (const script of Object.keys(scriptRanges))
        for (const weight of weights) stamp.update(await readFile(sourceFont(script, weight)));
      const digest = stamp.digest('hex');
      const stampFile = join(folder, 'stamp');
      if ((await readFile(stampFile, 'utf8').catch(() => '')) === digest) return;
      await mkdir(folder, { recursive: true });
      const sizes: string[] = [];
      for (const [script, range] of Object.entries(scriptRanges)) {
        for (const weight of weights) {
          const font = await subsetFont(await readFile(sourceFont(script, weight)), charactersOf(range), {
            targetFormat: 'woff2',
          });
          await writeFile(join(folder, `${script}-${weight}.woff2`), font);
          sizes.push(`${script} ${weight}: ${(font.length / 1000).toFixed(1)} kB`);
        }
        await writeFile(
          join(folder, `${script}.css`),
          `/* Written by build/scriptFonts.ts */\n${fontFaces(script, range)}`,
        );
      }
      await writeFile(stampFile, digest);
      this.info(`script fonts subset: ${sizes.join(', ')}`);
    },
  };
}
