/**
 * The facts a title states, read as a shopper would search for them: brightness in lumens, hours
 * of playback, driver size, output in watts, RAM and storage, keys, noise cancellation in dB,
 * Bluetooth version, battery in mAh. Each fact comes with the words that name it ("9000 lm" is
 * also "lumens" and "brightness"), so a search for "9000 lumens" or "40 hours playback" finds it.
 */

interface FactRule {
  pattern: RegExp;
  /** The fact as search keeps it, from the pattern's first group. */
  write: (value: string) => string;
}

const rules: FactRule[] = [
  { pattern: /(\d{3,5})\s*(?:lm|lumens?|ansi)\b/gi, write: (n) => `${n} lm lumens brightness` },
  { pattern: /(\d{1,3})\s*(?:h|hrs?|hours?)\b/gi, write: (n) => `${n} hours playback playtime battery` },
  { pattern: /(\d{1,2}(?:\.\d)?)\s*mm\b/gi, write: (n) => `${n} mm driver` },
  { pattern: /(\d{1,4}(?:\.\d)?)\s*w(?:atts?)?\b(?!\/)/gi, write: (n) => `${n} w watts output` },
  { pattern: /(\d{1,2})\s*gb\s*ram\b/gi, write: (n) => `${n} gb ram memory` },
  { pattern: /(\d{2,4})\s*(?:gb|tb)\b(?!\s*ram)/gi, write: (n) => `${n} gb storage` },
  { pattern: /(\d{2,3})\s*keys?\b/gi, write: (n) => `${n} keys` },
  { pattern: /(\d{2})\s*db\b/gi, write: (n) => `${n} db noise cancellation anc` },
  { pattern: /(?:bt|bluetooth)\s*v?(\d\.\d)/gi, write: (n) => `bluetooth ${n}` },
  { pattern: /(\d{3,5})\s*mah\b/gi, write: (n) => `${n} mah battery` },
  { pattern: /\b(4k|8k|1080p|720p)\b/gi, write: (n) => `${n} resolution` },
  // Earbuds of this kind have no wire: a shopper's "wireless earbuds" is all of them.
  { pattern: /\b(tws|earbuds?|buds|airdopes|neckband)\b/gi, write: () => 'wireless' },
];

/** The facts `title` states, each with the words that name it. */
export function titleFacts(title: string): string[] {
  const facts: string[] = [];
  for (const { pattern, write } of rules) {
    for (const match of title.matchAll(pattern)) facts.push(write(match[1]!.toLowerCase()));
  }
  return [...new Set(facts)];
}
