/**
 * The public catalogue reads (public-reads.ts) kept in memory, so a slow or sleeping upstream is
 * not the shopper's wait:
 * - within a byte bound (least recently used go first);
 * - fresh for `freshMs`: answered from memory;
 * - then stale: still answered from memory at once, while ONE refresh per path runs (single
 *   flight: a hundred shoppers on a stale page make one upstream call);
 * - kept for `staleMs` (a day) for when the upstream fails, times out or sleeps: a failed refresh
 *   leaves the stale answer in place.
 * A path not in memory waits for its fill, which every reader of the path shares; a reader that
 * gives up (its deadline, its client gone) stops waiting, but the fill goes on for the next one.
 * Only a 200 with a JSON body is kept, with its brotli and gzip copies made once as it arrives
 * (the catalogue is the largest answer a phone downloads). A 4xx is the upstream's word about the
 * path (a bad page number): passed on, never kept, and it drops what was kept. A 5xx, a 429 or
 * anything not plain JSON is a failure: the stale answer stays, if any.
 */
import { LRUCache } from 'lru-cache';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isJson, type Upstream, type UpstreamFailure } from './upstream.js';

export interface CachedAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /** The body compressed, for a client that takes it (none for a small body). */
  encoded?: { br: Buffer; gzip: Buffer } | undefined;
}

interface Entry extends CachedAnswer {
  freshUntil: number;
}

export type CatalogueRead =
  | ({ source: 'fresh' | 'stale' | 'upstream' } & CachedAnswer)
  | { source: 'failed'; reason: UpstreamFailure | 'upstream-error' | 'not-json' | 'abandoned' };

type Fill = Exclude<CatalogueRead, { source: 'fresh' | 'stale' }>;

export interface CatalogueCacheOptions {
  upstream: Upstream;
  maxBytes: number;
  freshMs: number;
  staleMs: number;
  /** Told about a refresh that failed while a stale answer was served (nobody else hears of it). */
  onStaleRefreshFailure?: (path: string, reason: string) => void;
}

export interface CatalogueCache {
  read(path: string, signal?: AbortSignal): Promise<CatalogueRead>;
  /** Resolves once every fill under way has ended (the warm-up waits for it). */
  settled(): Promise<void>;
}

function abandonedOn(signal: AbortSignal | undefined): Promise<Fill> | undefined {
  if (!signal) return undefined;
  return new Promise((resolve) => {
    const abandoned = () => resolve({ source: 'failed', reason: 'abandoned' });
    if (signal.aborted) abandoned();
    else signal.addEventListener('abort', abandoned, { once: true });
  });
}

/** Smaller bodies gain too little from compression to pay for its headers. */
const smallestCompressed = 1024;

function compressedCopies(body: Buffer): CachedAnswer['encoded'] {
  if (body.length < smallestCompressed) return undefined;
  return {
    // Quality 5: most of brotli's gain at a small part of its top quality's time, once per fill.
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(body),
  };
}

export function createCatalogueCache({
  upstream,
  maxBytes,
  freshMs,
  staleMs,
  onStaleRefreshFailure,
}: CatalogueCacheOptions): CatalogueCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, path) =>
      entry.body.length + (entry.encoded ? entry.encoded.br.length + entry.encoded.gzip.length : 0) + path.length + 64,
    ttl: staleMs,
  });
  const fills = new Map<string, Promise<Fill>>();

  async function fetchFromUpstream(path: string): Promise<Fill> {
    const answer = await upstream.send({
      method: 'GET',
      path,
      headers: { accept: 'application/json', 'user-agent': 'rupee-shop-server' },
    });
    if (!answer.ok) return { source: 'failed', reason: answer.reason };
    const header = answer.headers['content-type'];
    const contentType = (Array.isArray(header) ? header[0] : header) ?? '';
    const encoding = answer.headers['content-encoding'];
    // Asked without Accept-Encoding, an upstream that compresses anyway sends bytes no reader expects.
    if (!isJson(contentType) || (encoding !== undefined && encoding !== 'identity'))
      return { source: 'failed', reason: 'not-json' };
    const kept = { status: answer.status, contentType, body: answer.body };
    if (answer.status === 200) {
      const encoded = compressedCopies(answer.body);
      entries.set(path, { ...kept, encoded, freshUntil: Date.now() + freshMs });
      return { source: 'upstream', ...kept, encoded };
    }
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) entries.delete(path);
    else return { source: 'failed', reason: 'upstream-error' };
    return { source: 'upstream', ...kept };
  }

  function fill(path: string): Promise<Fill> {
    let running = fills.get(path);
    if (!running) {
      running = fetchFromUpstream(path).finally(() => fills.delete(path));
      fills.set(path, running);
    }
    return running;
  }

  return {
    async read(path, signal) {
      const entry = entries.get(path);
      if (entry) {
        const { freshUntil: _, ...answer } = entry;
        if (Date.now() < entry.freshUntil) return { source: 'fresh', ...answer };
        if (!fills.has(path))
          void fill(path).then((refreshed) => {
            if (refreshed.source === 'failed') onStaleRefreshFailure?.(path, refreshed.reason);
          });
        return { source: 'stale', ...answer };
      }
      const abandoned = abandonedOn(signal);
      return abandoned ? Promise.race([fill(path), abandoned]) : fill(path);
    },
    async settled() {
      await Promise.allSettled([...fills.values()]);
    },
  };
}
