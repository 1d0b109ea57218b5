/**
 * How this server keeps what cannot change while it runs (the catalogue's answers, the copies
 * compressed from them, where a path goes upstream, the verdict on given answer bytes) in the one
 * cache idiom of the servers (server-kit/cache): fresh for as long as the server runs, so only the
 * byte bound, least recently used first, lets an entry go.
 */
export const unchanging = { freshMs: Number.MAX_SAFE_INTEGER, staleMs: 0 } as const;

/**
 * An entry's weight in a cache that also keeps at most `maxEntries`: at least its share of
 * `maxBytes`, so however small the entries, no more than `maxEntries` fit.
 */
export function weightWithin<V>(
  maxBytes: number,
  maxEntries: number,
  sizeOf: (value: V, key: string) => number,
): (value: V, key: string) => number {
  const share = Math.ceil(maxBytes / maxEntries);
  return (value, key) => Math.max(share, sizeOf(value, key));
}
