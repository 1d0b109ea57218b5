/**
 * The shop server's Prometheus metrics (prom-client), served on a port of their own (METRICS_PORT,
 * `metricsServer`), never on the shoppers' one. Every label takes bounded values only: route patterns
 * (`/detail-view/:id`, route-pattern.ts), operation ids from openapi.yaml, outcomes from a fixed list;
 * never a raw URL, an id or a query string. The series (README, "Metrics"):
 *
 * - `shop_http_request_duration_seconds{route,method,status_class}`: every answer, arrival to last byte;
 * - `shop_render_duration_seconds{outcome}` and `shop_renders_total{outcome}`: each server render,
 *   and how it ended: `rendered` (a screen with its data, or the not-found page), `frame` (the
 *   renderer drew the frame: a screen the browser draws), `deadline` (its data or its turn came too
 *   late), `left` (its client left), `shed` (renders at once and in line were full: the frame at
 *   once, no render), `failed` (its data failed, or the render threw);
 * - `shop_renders_in_flight`, `shop_renders_queued`;
 * - `shop_cache_reads_total{cache,result}`, `shop_cache_evictions_total{cache}`, `shop_cache_bytes{cache}`,
 *   `shop_cache_entries{cache}` for `pages` (rendered pages kept), `page_copies` (their brotli and
 *   gzip copies: a hit is a kept page handed out with its copies made, a miss makes them),
 *   `frames` and `catalogue`; results `hit`, `stale` (served while one refresh runs), `miss` (filled)
 *   and `failed` (no answer);
 * - `shop_upstream_request_duration_seconds{operation,outcome}` and `shop_upstream_calls_total{outcome}`:
 *   every upstream call, its time in line not counted; outcomes `ok`, `4xx`, `5xx`, `timeout`,
 *   `unreachable`, `too_large`, `abandoned` (the shopper left first) and `busy` (refused at once:
 *   the line was full, nothing sent);
 * - `shop_catalogue_age_seconds`: the oldest catalogue answer handed out in the last minute (0 when
 *   none): what shoppers see, growing while the upstream cannot refresh it; the cache's bounds,
 *   `shop_catalogue_fresh_seconds` and `shop_catalogue_stale_seconds`; `shop_catalogue_refreshes_total{outcome}`
 *   and `shop_catalogue_last_refresh{outcome}` (1 for the last refresh's outcome, 0 for the others);
 * - `shop_requests_shed_total{pressure}`: requests refused with a 503 under pressure (event loop, memory);
 * - Node's own (prom-client's defaults: event loop lag, heap, RSS, GC), unprefixed.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const cacheNames = ['pages', 'page_copies', 'frames', 'catalogue'] as const;
export type CacheName = (typeof cacheNames)[number];
export const cacheResults = ['hit', 'stale', 'miss', 'failed'] as const;
export type CacheResult = (typeof cacheResults)[number];

export const renderOutcomes = ['rendered', 'frame', 'deadline', 'left', 'shed', 'failed'] as const;
export type RenderOutcome = (typeof renderOutcomes)[number];

export const upstreamOutcomes = [
  'ok',
  '4xx',
  '5xx',
  'timeout',
  'unreachable',
  'too_large',
  'abandoned',
  'busy',
] as const;
export type UpstreamOutcome = (typeof upstreamOutcomes)[number];

/** A catalogue fill's outcome: `ok`, the upstream's 4xx (passed on, not kept), or why it failed. */
export const refreshOutcomes = [
  'ok',
  '4xx',
  'upstream_error',
  'timeout',
  'unreachable',
  'busy',
  'too_large',
  'not_json',
] as const;
export type RefreshOutcome = (typeof refreshOutcomes)[number];

/** under-pressure's kinds of pressure, as labels. */
const pressureLabels: Record<string, string> = {
  eventLoopDelay: 'event_loop_delay',
  heapUsedBytes: 'heap',
  rssBytes: 'rss',
  eventLoopUtilization: 'event_loop_utilization',
  healthCheck: 'health_check',
};
const pressures = Object.values(pressureLabels);

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A metric's name for a word of this server's own (`too-large` → `too_large`). */
export const labelOf = (word: string) => word.replaceAll('-', '_');

/** What one cache shows at a scrape. */
export interface CacheFigures {
  bytes: number;
  entries: number;
}

export interface ShopMetrics {
  registry: Registry;
  /** One answer: its route pattern, method, status and time in seconds. */
  answered(route: string, method: string, status: number, seconds: number): void;
  /** One render's end; `seconds` unless it was shed (no render ran). */
  rendered(outcome: RenderOutcome, seconds?: number): void;
  /** Renders at once and in line, read at each scrape. */
  watchRenders(read: () => { running: number; waiting: number }): void;
  cacheRead(cache: CacheName, result: CacheResult): void;
  cacheEvicted(cache: CacheName): void;
  /** A cache's bytes and entries, read at each scrape. */
  watchCache(cache: CacheName, read: () => CacheFigures): void;
  upstreamCall(operation: string, outcome: UpstreamOutcome, seconds?: number): void;
  catalogueRefreshed(outcome: RefreshOutcome): void;
  /** A catalogue answer handed out, `ageMs` old. */
  catalogueServed(ageMs: number): void;
  catalogueBounds(freshMs: number, staleMs: number): void;
  /** A request refused under `pressure` (under-pressure's word: `eventLoopDelay`, `rssBytes`...). */
  shed(pressure: string): void;
}

const secondsBuckets = {
  request: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  render: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  upstream: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
};

/** The largest of what is noted within the last `windowMs` (and up to twice that), read at a scrape. */
function windowedMax(windowMs: number) {
  let started = Date.now();
  let current = 0;
  let previous = 0;
  const turn = (now: number) => {
    if (now - started < windowMs) return;
    previous = now - started < 2 * windowMs ? current : 0;
    current = 0;
    started = now;
  };
  return {
    note(value: number) {
      turn(Date.now());
      if (value > current) current = value;
    },
    read() {
      turn(Date.now());
      return Math.max(current, previous);
    },
  };
}

/**
 * A series' children by their label values, looked up once each: prom-client hashes a labels object
 * on every observation, and an answer is observed on every request.
 */
function childrenOf<C>(make: (...values: string[]) => C) {
  const children = new Map<string, C>();
  return (...values: string[]) => {
    const key = values.join('\u0000');
    let child = children.get(key);
    if (!child) {
      child = make(...values);
      children.set(key, child);
    }
    return child;
  };
}

const statusClasses = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

/** The shop server's series in `registry` (a new one by default: every app its own, tests too). */
export function createShopMetrics(registry = new Registry()): ShopMetrics {
  const requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Answers by route pattern, method and status class, from arrival to last byte',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: secondsBuckets.request,
    registers: [registry],
  });
  const renderSeconds = new Histogram({
    name: 'shop_render_duration_seconds',
    help: 'Server renders by how they ended, from their turn to their end',
    labelNames: ['outcome'] as const,
    buckets: secondsBuckets.render,
    registers: [registry],
  });
  const renders = new Counter({
    name: 'shop_renders_total',
    help: 'Server renders by how they ended (shed: refused at once, the frame sent)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const renderReaders: Array<() => { running: number; waiting: number }> = [];
  const sumRenders = (key: 'running' | 'waiting') => renderReaders.reduce((sum, read) => sum + read()[key], 0);
  new Gauge({
    name: 'shop_renders_in_flight',
    help: 'Server renders running now',
    registers: [registry],
    collect() {
      this.set(sumRenders('running'));
    },
  });
  new Gauge({
    name: 'shop_renders_queued',
    help: 'Server renders waiting for a turn now',
    registers: [registry],
    collect() {
      this.set(sumRenders('waiting'));
    },
  });
  const cacheReads = new Counter({
    name: 'shop_cache_reads_total',
    help: 'Cache reads by cache and result (hit, stale, miss: filled, failed: no answer)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const evictions = new Counter({
    name: 'shop_cache_evictions_total',
    help: 'Entries pushed out of a cache to make room',
    labelNames: ['cache'] as const,
    registers: [registry],
  });
  const cacheReaders = new Map<CacheName, Array<() => CacheFigures>>();
  const cacheFigure = (key: keyof CacheFigures) =>
    function (this: Gauge<'cache'>) {
      for (const [cache, readers] of cacheReaders)
        this.set(
          { cache },
          readers.reduce((sum, read) => sum + read()[key], 0),
        );
    };
  new Gauge({
    name: 'shop_cache_bytes',
    help: 'Bytes a cache holds, as its bound counts them',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect: cacheFigure('bytes'),
  });
  new Gauge({
    name: 'shop_cache_entries',
    help: 'Entries a cache holds',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect: cacheFigure('entries'),
  });
  const upstreamSeconds = new Histogram({
    name: 'shop_upstream_request_duration_seconds',
    help: 'Upstream calls by openapi.yaml operation id and outcome, their time in line not counted',
    labelNames: ['operation', 'outcome'] as const,
    buckets: secondsBuckets.upstream,
    registers: [registry],
  });
  const upstreamCalls = new Counter({
    name: 'shop_upstream_calls_total',
    help: 'Upstream calls by outcome (busy: refused at once, its line full)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const served = windowedMax(60_000);
  new Gauge({
    name: 'shop_catalogue_age_seconds',
    help: 'The oldest catalogue answer handed out in the last minute (0: none)',
    registers: [registry],
    collect() {
      this.set(served.read() / 1000);
    },
  });
  const freshSeconds = new Gauge({
    name: 'shop_catalogue_fresh_seconds',
    help: 'How long a catalogue answer is fresh (CACHE_SECONDS)',
    registers: [registry],
  });
  const staleSeconds = new Gauge({
    name: 'shop_catalogue_stale_seconds',
    help: 'How long after that a catalogue answer is still served while its refresh fails',
    registers: [registry],
  });
  const refreshes = new Counter({
    name: 'shop_catalogue_refreshes_total',
    help: 'Catalogue cache fills from the upstream by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const lastRefresh = new Gauge({
    name: 'shop_catalogue_last_refresh',
    help: 'The last catalogue fill: 1 for its outcome, 0 for the others',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const shedRequests = new Counter({
    name: 'shop_requests_shed_total',
    help: 'Requests refused with a 503 under pressure',
    labelNames: ['pressure'] as const,
    registers: [registry],
  });

  // Every fixed label value shows from the first scrape, at zero: a rate or a ratio needs no first event.
  for (const outcome of renderOutcomes) renders.inc({ outcome }, 0);
  for (const cache of cacheNames) {
    evictions.inc({ cache }, 0);
    for (const result of cacheResults) cacheReads.inc({ cache, result }, 0);
  }
  for (const outcome of upstreamOutcomes) upstreamCalls.inc({ outcome }, 0);
  for (const outcome of refreshOutcomes) refreshes.inc({ outcome }, 0);
  for (const pressure of pressures) shedRequests.inc({ pressure }, 0);

  const answer = childrenOf((route, method, statusClass) =>
    requests.labels({ route, method, status_class: statusClass }),
  );
  const cacheRead = childrenOf((cache, result) => cacheReads.labels({ cache, result }));
  const upstreamCall = childrenOf((operation, outcome) => upstreamSeconds.labels({ operation, outcome }));

  return {
    registry,
    answered(route, method, status, seconds) {
      const statusClass = statusClasses[Math.floor(status / 100)] ?? 'other';
      answer(route, methods.has(method) ? method : 'OTHER', statusClass).observe(seconds);
    },
    rendered(outcome, seconds) {
      renders.inc({ outcome });
      if (seconds !== undefined) renderSeconds.observe({ outcome }, seconds);
    },
    watchRenders(read) {
      renderReaders.push(read);
    },
    cacheRead(cache, result) {
      cacheRead(cache, result).inc();
    },
    cacheEvicted(cache) {
      evictions.inc({ cache });
    },
    watchCache(cache, read) {
      cacheReaders.set(cache, [...(cacheReaders.get(cache) ?? []), read]);
    },
    upstreamCall(operation, outcome, seconds) {
      upstreamCalls.inc({ outcome });
      if (seconds !== undefined) upstreamCall(operation, outcome).observe(seconds);
    },
    catalogueRefreshed(outcome) {
      refreshes.inc({ outcome });
      for (const each of refreshOutcomes) lastRefresh.set({ outcome: each }, each === outcome ? 1 : 0);
    },
    catalogueServed(ageMs) {
      served.note(ageMs);
    },
    catalogueBounds(freshMs, staleMs) {
      freshSeconds.set(freshMs / 1000);
      staleSeconds.set(staleMs / 1000);
    },
    shed(pressure) {
      shedRequests.inc({ pressure: pressureLabels[pressure] ?? 'other' });
    },
  };
}

/** Node's own series (event loop lag, heap, RSS, GC...) in `registry`: once per process. */
export function collectNodeMetrics(registry: Registry) {
  collectDefaultMetrics({ register: registry });
}

/**
 * The private listener: `GET /metrics` in Prometheus's text format, and nothing else (a 404). No
 * log line per scrape: Prometheus asks every few seconds.
 */
export function metricsServer(registry: Registry): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) =>
    reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics()),
  );
  return app;
}
