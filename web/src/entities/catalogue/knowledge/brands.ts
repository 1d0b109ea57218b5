/**
 * Brands learned from the catalogue's own titles, with no list of today's brands: a title starts
 * with its brand ("boAt Stone 350 ...", "HK ENTERPRISES OFFICIAL Piano ..."). The first word is the
 * brand, unless it is a product word rather than a name (it starts one title only, and stands
 * inside more titles than that: "Wireless ..."). Brands written in capitals run on over the
 * capitalised words every title starting with them shares ("HK ENTERPRISES OFFICIAL").
 */

const wordsOf = (title: string) =>
  title
    .replace(/\.\.\.$/, '')
    .split(/\s+/)
    .filter(Boolean);
const isCapitals = (word: string) => /^[A-Z][A-Z&]+$/.test(word);
const hasLetter = (word: string) => /\p{L}/u.test(word);

export type BrandOf = (title: string) => string | undefined;

/** Learns the brands of `titles`; the function it returns names a title's brand, or none. */
export function learnBrands(titles: readonly string[]): BrandOf {
  const startingWith = new Map<string, string[][]>();
  const inside = new Map<string, number>();
  for (const title of titles) {
    const words = wordsOf(title);
    const [first] = words;
    if (!first) continue;
    startingWith.set(first, [...(startingWith.get(first) ?? []), words]);
    for (const word of new Set(words.slice(1).map((w) => w.toLowerCase())))
      inside.set(word, (inside.get(word) ?? 0) + 1);
  }
  const brands = new Map<string, string | undefined>();
  for (const [first, titlesOfIt] of startingWith) {
    const productWord = titlesOfIt.length === 1 && (inside.get(first.toLowerCase()) ?? 0) > 1;
    if (productWord || !hasLetter(first)) {
      brands.set(first, undefined);
      continue;
    }
    const brand = [first];
    while (isCapitals(first) && titlesOfIt.length > 1) {
      const next = titlesOfIt[0]![brand.length];
      if (!next || !isCapitals(next) || !titlesOfIt.every((words) => words[brand.length] === next)) break;
      brand.push(next);
    }
    brands.set(first, brand.join(' '));
  }
  return (title) => {
    const [first] = wordsOf(title);
    return first === undefined ? undefined : (brands.get(first) ?? undefined);
  };
}
