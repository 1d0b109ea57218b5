/**
 * Script fonts the project serves (no CDN), each loaded only while a language that needs it is
 * active (./languageFiles.ts): Noto Sans cut to the letters the script is written with
 * (build/scriptFonts.ts), `font-display: swap`, and `loadFont` waits (briefly) for the face before
 * the language shows, so the text does not reflow when it arrives. A new script is one entry here.
 */
import type { Language } from './languages';

type ScriptFont = NonNullable<Language['font']>;

const fonts: Record<ScriptFont, { family: string; sample: string; load: () => Promise<unknown> }> = {
  // The two weights the shop uses (regular and semibold) of each; `sample` is text the face must draw.
  devanagari: { family: 'Noto Sans Devanagari', sample: 'हिन्दी', load: () => import('./fonts/devanagari.scss') },
  bengali: { family: 'Noto Sans Bengali', sample: 'বাংলা', load: () => import('./fonts/bengali.scss') },
  tamil: { family: 'Noto Sans Tamil', sample: 'தமிழ்', load: () => import('./fonts/tamil.scss') },
  telugu: { family: 'Noto Sans Telugu', sample: 'తెలుగు', load: () => import('./fonts/telugu.scss') },
};

/** Longest wait for a face before the language shows anyway (in a fallback font, swapped later). */
const fontWaitMs = 1500;

export async function loadFont(font: ScriptFont): Promise<void> {
  const { family, sample, load } = fonts[font];
  await load();
  if (typeof document === 'undefined' || !document.fonts) return;
  const faces = Promise.all(
    ['400', '600'].map((weight) => document.fonts.load(`${weight} 1em "${family}"`, sample)),
  ).catch(() => []);
  await Promise.race([faces, new Promise((resolve) => setTimeout(resolve, fontWaitMs))]);
}
