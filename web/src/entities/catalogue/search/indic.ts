/**
 * Indian scripts to Latin letters, for matching words typed in the shop's languages against the
 * Latin-titled catalogue ("हेडफोन" → "hedphon", "ஸ்பீக்கர்" → "spikkar").
 *
 * The Brahmic blocks of Unicode (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu,
 * Kannada, Malayalam) share one layout, inherited from ISCII: a letter sits at the same offset in
 * each 128-code-point block. One table of offsets therefore reads all of them, a few hundred bytes
 * where a general transliteration library weighs tens of kilobytes (decision 026). The result is a
 * sound-alike spelling, not a scholarly one: search then forgives the difference (text.ts,
 * `skeleton`). Loaded only for text in such a script (script.ts says when).
 */

const blocks = [0x0900, 0x0980, 0x0a00, 0x0a80, 0x0b00, 0x0b80, 0x0c00, 0x0c80, 0x0d00];
const firstBlock = 0x0900;
const pastLastBlock = 0x0d80;

/** Independent vowels by offset. */
const vowels: Record<number, string> = {
  0x05: 'a',
  0x06: 'aa',
  0x07: 'i',
  0x08: 'ee',
  0x09: 'u',
  0x0a: 'oo',
  0x0b: 'ri',
  0x0c: 'li',
  0x0d: 'e',
  0x0e: 'e',
  0x0f: 'e',
  0x10: 'ai',
  0x11: 'o',
  0x12: 'o',
  0x13: 'o',
  0x14: 'au',
  0x60: 'ri',
};

/** Dependent vowel signs by offset (they replace a consonant's own "a"). */
const signs: Record<number, string> = {
  0x3e: 'a',
  0x3f: 'i',
  0x40: 'ee',
  0x41: 'u',
  0x42: 'oo',
  0x43: 'ri',
  0x44: 'ri',
  0x45: 'e',
  0x46: 'e',
  0x47: 'e',
  0x48: 'ai',
  0x49: 'o',
  0x4a: 'o',
  0x4b: 'o',
  0x4c: 'au',
  0x62: 'li',
  0x63: 'li',
};

/** Consonants by offset, without their inherent vowel. */
const consonants: Record<number, string> = {
  0x15: 'k',
  0x16: 'kh',
  0x17: 'g',
  0x18: 'gh',
  0x19: 'n',
  0x1a: 'ch',
  0x1b: 'chh',
  0x1c: 'j',
  0x1d: 'jh',
  0x1e: 'ny',
  0x1f: 't',
  0x20: 'th',
  0x21: 'd',
  0x22: 'dh',
  0x23: 'n',
  0x24: 't',
  0x25: 'th',
  0x26: 'd',
  0x27: 'dh',
  0x28: 'n',
  0x29: 'n',
  0x2a: 'p',
  0x2b: 'ph',
  0x2c: 'b',
  0x2d: 'bh',
  0x2e: 'm',
  0x2f: 'y',
  0x30: 'r',
  0x31: 'r',
  0x32: 'l',
  0x33: 'l',
  0x34: 'l',
  0x35: 'v',
  0x36: 'sh',
  0x37: 'sh',
  0x38: 's',
  0x39: 'h',
  0x4e: 't',
  0x58: 'q',
  0x59: 'kh',
  0x5a: 'g',
  0x5b: 'z',
  0x5c: 'r',
  0x5d: 'rh',
  0x5e: 'f',
  0x5f: 'y',
};

/** A consonant followed by the nukta (a dot below) is another sound: फ़ is f, ज़ is z. */
const withNukta: Record<string, string> = { ph: 'f', j: 'z', k: 'q', kh: 'kh', g: 'g', d: 'r', dh: 'rh' };

const nasal = new Set([0x01, 0x02]);
const visarga = 0x03;
const nukta = 0x3c;
const virama = 0x4d;

const offsetOf = (char: string): number | undefined => {
  const code = char.codePointAt(0) ?? 0;
  if (code < firstBlock || code >= pastLastBlock) return undefined;
  const block = blocks.findLast((start) => code >= start) ?? firstBlock;
  return code - block;
};

interface Piece {
  latin: string;
  kind: 'consonant' | 'vowel' | 'other';
  /** A consonant still carrying its inherent "a" (no vowel sign or virama after it). */
  bare: boolean;
}

/** One word in an Indian script, spelled in Latin letters (other characters are kept as they are). */
export function toLatin(word: string): string {
  const pieces: Piece[] = [];
  const chars = [...word];
  const add = (latin: string, kind: Piece['kind'] = 'other') =>
    pieces.push({ latin, kind, bare: kind === 'consonant' });
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    const offset = offsetOf(char);
    const last = pieces.at(-1);
    if (offset === undefined) add(char);
    else if (consonants[offset] !== undefined) add(consonants[offset], 'consonant');
    else if (offset === nukta && last) last.latin = withNukta[last.latin] ?? last.latin;
    else if (offset === virama && last) last.bare = false;
    else if (signs[offset] !== undefined) {
      if (last) last.bare = false;
      add(signs[offset], 'vowel');
    } else if (vowels[offset] !== undefined) add(vowels[offset], 'vowel');
    else if (nasal.has(offset)) add('n');
    else if (offset === visarga) {
      // Tamil's aytham before ப writes "f" (ஃப); elsewhere the visarga is a breath, "h".
      if (chars[i + 1] !== undefined && offsetOf(chars[i + 1]!) === 0x2a) {
        add('f', 'consonant');
        i += 1;
      } else add('h');
    } else if (offset >= 0x66 && offset <= 0x6f) add(String(offset - 0x66));
  }
  const voiced = silentSchwas(pieces);
  return pieces.map((piece, i) => piece.latin + (piece.bare && voiced[i] ? 'a' : '')).join('');
}

/**
 * Hindi-style schwa deletion, right to left: a consonant's inherent "a" is silent at the end of a
 * word, and between a vowel and a consonant that is itself followed by a voiced vowel
 * (हेडफोन: he-d-pho-n, not he-da-pho-na; स्पीकर: spee-kar). Returns, per piece, whether its "a"
 * is said.
 */
function silentSchwas(pieces: readonly Piece[]): boolean[] {
  const said = pieces.map((piece) => piece.bare);
  const last = pieces.length - 1;
  if (last > 0 && pieces[last]!.bare) said[last] = false;
  const hasVowelSound = (i: number) =>
    pieces[i] !== undefined && (pieces[i].kind === 'vowel' || (pieces[i].kind === 'consonant' && said[i]!));
  for (let i = last - 1; i >= 1; i -= 1) {
    if (!pieces[i]!.bare) continue;
    const vowelBefore = hasVowelSound(i - 1);
    const next = pieces[i + 1];
    const vowelAfterNext = next?.kind === 'consonant' && (said[i + 1]! || hasVowelSound(i + 2));
    if (vowelBefore && vowelAfterNext) said[i] = false;
  }
  return said;
}
