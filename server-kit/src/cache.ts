/**
 * The one cache idiom of the servers (decision 022's table): lru-cache's `fetch()`, for catalogue
 * reads and rendered pages alike.
 * - Within `maxBytes` (`sizeOf` each entry), least recently used out first.
 * - Fresh for `freshMs`: answered from memory.
 * - Then stale for `staleMs`: still answered from memory at once while ONE refresh runs (single
 *   flight: a hundred readers of a stale entry make one fill); a refresh that fails leaves the stale
 *   entry in place (told to `onRefreshFailure`). Past `freshMs + staleMs` an entry is not served.
 * - A key not in memory waits for its fill, which every reader of the key shares; a reader that gives
 *   up (its signal: a deadline, its client gone) stops waiting, but the fill goes on for the next one.
 * - `fill` says what it got: `keep` (kept and handed to every waiting reader) or `pass` (handed to
 *   the waiting readers, never kept, and it drops what was kept: an upstream's 404 for the key).
 *   A fill that throws is a failure: readers with no stale entry get the error.
 * - Off (`freshMs` 0): every read fills for itself, nothing is kept (tests, where sandboxes must not mix).
 * - What it holds can be watched (the shop server's metrics): `bytes` and `size` now, each read's
 *   `source` and `ageMs`, and every entry that leaves (`onDispose`: pushed out for room, or
 *   replaced, expired, dropped).
 */
import { LRUCache } from 'lru-cache';

export type Filled<V> = { keep: V } | { pass: V };

export interface CacheOptions<V, C = unknown> {
  maxBytes: number;
  freshMs: number;
  staleMs: number;
  /** An entry's bytes, its key included. */
  sizeOf: (value: V, key: string) => number;
  /** The value for `key`; `context` is the reader's whose read started the fill. Throws on failure. */
  fill: (key: string, context: C) => Promise<Filled<V>>;
  onRefreshFailure?: (key: string, error: unknown) => void;
  /** An entry left: `evicted` when it was pushed out to make room, else replaced, too old or dropped. */
  onDispose?: (value: V, key: string, evicted: boolean) => void;
}

export interface CacheRead<V> {
  value: V;
  /** From memory and fresh, from memory while a refresh runs, or from a fill this read waited for. */
  source: 'fresh' | 'stale' | 'filled';
  /** Whether this read's own context filled it (a page rendered for this shopper). */
  mine: boolean;
  /** How long ago the value was filled (0 for a fill this read waited for). */
  ageMs: number;
}

export interface Cache<V, C = unknown> {
  /** Rejects with the fill's error, or the signal's reason when the reader gives up first. */
  read(key: string, options: { context: C; signal?: AbortSignal | undefined }): Promise<CacheRead<V>>;
  /** Resolves once every fill under way has ended (a warm-up waits for it). */
  settled(): Promise<void>;
  /** Entries held. */
  readonly size: number;
  /** Their bytes, as `sizeOf` counts them. */
  readonly bytes: number;
}

interface Entry<V> {
  value: V;
  filledAt: number;
  pass: boolean;
}

/** `work`, or a rejection as soon as the reader gives up (the work goes on). */
function untilAbandoned<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) => {
      const abandoned = () => reject(signal.reason instanceof Error ? signal.reason : new Error('abandoned'));
      if (signal.aborted) abandoned();
      else signal.addEventListener('abort', abandoned, { once: true });
    }),
  ]);
}

export function createCache<V, C = unknown>(options: CacheOptions<V, C>): Cache<V, C> {
  const { maxBytes, freshMs, staleMs, sizeOf, fill, onRefreshFailure, onDispose } = options;
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    running.add(work);
    void work.then(
      () => running.delete(work),
      () => running.delete(work),
    );
    return work;
  };

  if (freshMs <= 0 || maxBytes <= 0)
    return {
      async read(key, { context, signal }) {
        const outcome = await untilAbandoned(track(fill(key, context)), signal);
        return { value: 'keep' in outcome ? outcome.keep : outcome.pass, source: 'filled', mine: true, ageMs: 0 };
      },
      settled: async () => void (await Promise.allSettled(running)),
      size: 0,
      bytes: 0,
    };

  /** The context of the read whose fill is running, to tell a reader whether the fill was its own. */
  const fillers = new WeakMap<Entry<V>, C>();
  // The context is the reader's C; lru-cache's generic context types are kept out of the way.
  const entries = new LRUCache<string, Entry<V>, unknown>({
    maxSize: maxBytes,
    // lru-cache takes whole sizes only.
    sizeCalculation: (entry, key) => Math.max(1, Math.ceil(sizeOf(entry.value, key))),
    ttl: freshMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    noDeleteOnFetchRejection: true,
    // A reader that gives up does not stop the fill: the next reader gets it.
    ignoreFetchAbort: true,
    ...(onDispose && {
      dispose: (entry: Entry<V>, key: string, reason: LRUCache.DisposeReason) =>
        onDispose(entry.value, key, reason === 'evict'),
    }),
    fetchMethod: (key, stale, { context }) =>
      track(
        fill(key, context as C).then(
          (outcome): Entry<V> => {
            const entry =
              'keep' in outcome
                ? { value: outcome.keep, filledAt: Date.now(), pass: false }
                : { value: outcome.pass, filledAt: Date.now(), pass: true };
            fillers.set(entry, context as C);
            return entry;
          },
          (error: unknown) => {
            if (stale) onRefreshFailure?.(key, error);
            throw error;
          },
        ),
      ),
  });

  return {
    async read(key, { context, signal }) {
      // A passed answer was for the readers that waited for it; one too old is not served.
      const kept = entries.get(key, { allowStale: true });
      const age = kept ? Date.now() - kept.filledAt : Infinity;
      // The common read, a fresh entry, is answered here: no fetch, no race with the signal.
      if (kept && !kept.pass && age < freshMs) return { value: kept.value, source: 'fresh', mine: false, ageMs: age };
      if (kept && (kept.pass || age >= freshMs + staleMs)) entries.delete(key);
      const status: LRUCache.Status<string, Entry<V>> = {};
      const entry = await untilAbandoned(entries.fetch(key, { context, status }), signal);
      if (!entry) throw new Error(`the cache could not fill ${key}`);
      if (entry.pass) entries.delete(key);
      const source = status.fetch === 'hit' ? 'fresh' : status.returnedStale ? 'stale' : 'filled';
      const mine = source === 'filled' && fillers.get(entry) === context;
      return { value: entry.value, source, mine, ageMs: source === 'filled' ? 0 : Date.now() - entry.filledAt };
    },
    settled: async () => void (await Promise.allSettled(running)),
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
