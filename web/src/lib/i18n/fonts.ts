/**
 * Script fonts the project serves (no CDN), each loaded only while a language that needs it is
 * active: the @fontsource files carry `font-display: swap`, and `loadFont` waits (briefly) for the
 * face before the language shows, so the text does not reflow when it arrives.
 */
import type { Language } from './languages';

type ScriptFont = NonNullable<Language['font']>;

const fonts: Record<ScriptFont, { family: string; sample: string; load: () => Promise<unknown> }> = {
  // Each only the script's subset, in the two weights the shop uses (regular and semibold).
  devanagari: { family: 'Noto Sans Devanagari', sample: 'हिन्दी', load: () => import('./fonts/devanagari.scss') },
  bengali: { family: 'Noto Sans Bengali', sample: 'বাংলা', load: () => import('./fonts/bengali.scss') },
  tamil: { family: 'Noto Sans Tamil', sample: 'தமிழ்', load: () => import('./fonts/tamil.scss') },
  telugu: { family: 'Noto Sans Telugu', sample: 'తెలుగు', load: () => import('./fonts/telugu.scss') },
};

/** Longest wait for a face before the language shows anyway (in a fallback font, swapped later). */
const fontWaitMs = 1500;

export async function loadFont(font: ScriptFont | undefined): Promise<void> {
  if (!font) return;
  const { family, sample, load } = fonts[font];
  await load();
  if (typeof document === 'undefined' || !document.fonts) return;
  const faces = Promise.all(
    ['400', '600'].map((weight) => document.fonts.load(`${weight} 1em "${family}"`, sample)),
  ).catch(() => []);
  await Promise.race([faces, new Promise((resolve) => setTimeout(resolve, fontWaitMs))]);
}
