/**
 * The public catalogue reads (openapi.yaml's `security: []` GETs, server-kit/api-paths) kept in
 * memory, so a slow or sleeping upstream is not the shopper's wait: server-kit's one cache idiom
 * (cache.ts: byte bound, fresh then stale-while-revalidate, single flight, a reader may give up
 * while the fill goes on) over the upstream.
 * Only a 200 with a JSON body is kept, with its brotli and gzip copies made once as it arrives (the
 * catalogue is the largest answer a phone downloads). A 4xx is the upstream's word about the path
 * (a bad page number): passed on, never kept, and it drops what was kept. A 5xx, a 429 or anything
 * not plain JSON is a failure: the stale answer stays, if any.
 * Each read is a span of the request's trace (`catalogue cache`, its result), and metrics.ts hears
 * of each read (hit, stale, miss, failed), each fill's outcome, each answer's age and each eviction.
 */
import { createCache } from 'server-kit/cache';
import { compressedCopies, ownBytes, type Copies } from 'server-kit/compress';
import type { Failure } from 'server-kit/error-body';
import { isJson, type Upstream } from 'server-kit/upstream';
import { labelOf, type RefreshOutcome, type ShopMetrics } from './metrics.js';
import { inSpan, urlAttributes } from './tracing.js';

export interface CachedAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /** The body compressed, for a client that takes it (none for a small body). */
  encoded?: Copies | undefined;
}

export type CatalogueRead =
  ({ source: 'fresh' | 'stale' | 'upstream' } & CachedAnswer) | { source: 'failed'; reason: Failure };

export interface CatalogueCacheOptions {
  upstream: Upstream;
  maxBytes: number;
  /** How long a read is fresh; 0: nothing is kept (every read asks the upstream). */
  freshMs: number;
  staleMs: number;
  /** Told about a refresh that failed while a stale answer was served (nobody else hears of it). */
  onStaleRefreshFailure?: (path: string, reason: string) => void;
  metrics?: ShopMetrics | undefined;
}

export interface CatalogueCache {
  read(path: string, signal?: AbortSignal): Promise<CatalogueRead>;
  /** Resolves once every fill under way has ended (the warm-up waits for it). */
  settled(): Promise<void>;
}

/** A fill that failed, and why. */
class ReadFailure extends Error {
  constructor(readonly reason: Failure) {
    super(reason);
  }
}

const reasonOf = (error: unknown): Failure => (error instanceof ReadFailure ? error.reason : 'upstream-error');

async function fromUpstream(upstream: Upstream, path: string) {
  const answer = await upstream.send({
    method: 'GET',
    path,
    headers: { accept: 'application/json', 'user-agent': 'rupee-shop-server' },
  });
  if (!answer.ok) throw new ReadFailure(answer.reason);
  const header = answer.headers['content-type'];
  const contentType = (Array.isArray(header) ? header[0] : header) ?? '';
  const encoding = answer.headers['content-encoding'];
  // Asked without Accept-Encoding, an upstream that compresses anyway sends bytes no reader expects.
  if (!isJson(contentType) || (encoding !== undefined && encoding !== 'identity')) throw new ReadFailure('not-json');
  const kept: CachedAnswer = { status: answer.status, contentType, body: ownBytes(answer.body) };
  if (answer.status === 200) return { keep: { ...kept, encoded: await compressedCopies(answer.body) } };
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) return { pass: kept };
  throw new ReadFailure('upstream-error');
}

export function createCatalogueCache({
  upstream,
  maxBytes,
  freshMs,
  staleMs,
  onStaleRefreshFailure,
  metrics,
}: CatalogueCacheOptions): CatalogueCache {
  metrics?.catalogueBounds(freshMs, staleMs);
  /** A fill from the upstream, its outcome told. */
  const filled = async (path: string) => {
    try {
      const outcome = await fromUpstream(upstream, path);
      metrics?.catalogueRefreshed('keep' in outcome ? 'ok' : '4xx');
      return outcome;
    } catch (error) {
      metrics?.catalogueRefreshed(labelOf(reasonOf(error)) as RefreshOutcome);
      throw error;
    }
  };
  const cache = createCache<CachedAnswer, undefined>({
    maxBytes,
    freshMs,
    staleMs,
    sizeOf: (answer, path) =>
      answer.body.length +
      (answer.encoded ? answer.encoded.br.length + answer.encoded.gzip.length : 0) +
      path.length +
      64,
    fill: filled,
    onRefreshFailure: (path, error) => onStaleRefreshFailure?.(path, reasonOf(error)),
    onDispose: (_answer, _path, evicted) => evicted && metrics?.cacheEvicted('catalogue'),
  });
  metrics?.watchCache('catalogue', () => ({ bytes: cache.bytes, entries: cache.size }));
  return {
    read: (path, signal) =>
      inSpan(
        'catalogue cache',
        () => urlAttributes(path),
        async (span): Promise<CatalogueRead> => {
          try {
            const { value, source, ageMs } = await cache.read(path, { context: undefined, signal });
            const result = source === 'fresh' ? 'hit' : source === 'stale' ? 'stale' : 'miss';
            metrics?.cacheRead('catalogue', result);
            metrics?.catalogueServed(ageMs);
            span.setAttributes({ 'cache.result': result, 'cache.age_ms': ageMs });
            return { source: source === 'filled' ? 'upstream' : source, ...value };
          } catch (error) {
            const reason = signal?.aborted ? 'abandoned' : reasonOf(error);
            metrics?.cacheRead('catalogue', 'failed');
            span.setAttributes({ 'cache.result': 'failed', 'cache.failure': reason });
            return { source: 'failed', reason };
          }
        },
      ),
    settled: () => cache.settled(),
  };
}
