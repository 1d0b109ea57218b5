/**
 * A small seeded PRNG (mulberry32) and integer hashing. The catalogue must be identical on every run
 * and every machine, so nothing here touches Math.random or the clock.
 */

/** Scrambles a 32-bit integer (the murmur3 finaliser): nearby inputs give unrelated outputs. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The inverse of `mix32`: unmix32(mix32(x)) === x for every 32-bit x (each step undone in reverse). */
export function unmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7ed1b41d); // 0xc2b2ae35's inverse modulo 2^32
  h ^= (h >>> 13) ^ (h >>> 26);
  h = Math.imul(h, 0xa5cb9243); // 0x85ebca6b's inverse modulo 2^32
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a of a string, for turning a seed phrase into a number. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick() from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const pool = [...items];
      const chosen: typeof pool = [];
      while (chosen.length < count && pool.length > 0) {
        const [item] = pool.splice(int(0, pool.length - 1), 1);
        if (item !== undefined) chosen.push(item);
      }
      return chosen;
    },
  };
}
