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

/** Why an upstream call gave no answer (server-kit/upstream's failures), as labels. */
const upstreamFailures = ['timeout', 'unreachable', 'too_large', 'busy'] as const;

/** An upstream call's outcome; `abandoned`: the shopper left first. */
export const upstreamOutcomes = ['ok', '4xx', '5xx', ...upstreamFailures, 'abandoned'] as const;
export type UpstreamOutcome = (typeof upstreamOutcomes)[number];

/** A catalogue fill's outcome: `ok`, the upstream's 4xx (passed on, not kept), or why it failed. */
export const refreshOutcomes = ['ok', '4xx', 'upstream_error', ...upstreamFailures, 'not_json'] as const;
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
 * A series' child for each value of a bounded label, made once. prom-client would build a labels
 * object for every observation without them (it still hashes the labels on each: no child saves that).
 */
function eachOf<V extends string, C>(values: readonly V[], make: (value: V) => C): Record<V, C> {
  return Object.fromEntries(values.map((value) => [value, make(value)])) as Record<V, C>;
}

/** Like `eachOf` for a label whose values come as they are seen (route patterns, operation ids: bounded). */
function asSeen<C>(make: (value: string) => C): (value: string) => C {
  const children = new Map<string, C>();
  return (value) => {
    let child = children.get(value);
    if (child === undefined) children.set(value, (child = make(value)));
    return child;
  };
}

const methodNames = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'];
const statusClasses = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx', 'other'];
const methodIndex = (method: string) => {
  const at = methodNames.indexOf(method);
  return at < 0 ? methodNames.length - 1 : at;
};
const statusClassIndex = (status: number) => (status >= 0 && status < 600 ? Math.floor(status / 100) : 6);

/** The shop server's series in `registry` (a new one by default: every app its own, tests too). */
export function createShopMetrics(registry = new Registry()): ShopMetrics {
  // Every series in `registry`; a gauge's `collect` reads its value at each scrape.
  const registers = [registry];
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
    new Histogram({ name, help, labelNames, buckets, registers });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers });
  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
    collect?: (this: Gauge<L>) => void,
  ) => new Gauge({ name, help, labelNames, registers, ...(collect && { collect }) });

  const requests = histogram(
    'shop_http_request_duration_seconds',
    'Answers by route pattern, method and status class, from arrival to last byte',
    ['route', 'method', 'status_class'],
    secondsBuckets.request,
  );
  const renderSeconds = histogram(
    'shop_render_duration_seconds',
    'Server renders by how they ended, from their turn to their end',
    ['outcome'],
    secondsBuckets.render,
  );
  const renders = counter(
    'shop_renders_total',
    'Server renders by how they ended (shed: refused at once, the frame sent)',
    ['outcome'],
  );
  const renderReaders: Array<() => { running: number; waiting: number }> = [];
  const sumRenders = (key: 'running' | 'waiting') => renderReaders.reduce((sum, read) => sum + read()[key], 0);
  gauge('shop_renders_in_flight', 'Server renders running now', [], function () {
    this.set(sumRenders('running'));
  });
  gauge('shop_renders_queued', 'Server renders waiting for a turn now', [], function () {
    this.set(sumRenders('waiting'));
  });
  const cacheReads = counter(
    'shop_cache_reads_total',
    'Cache reads by cache and result (hit, stale, miss: filled, failed: no answer)',
    ['cache', 'result'],
  );
  const evictions = counter('shop_cache_evictions_total', 'Entries pushed out of a cache to make room', ['cache']);
  const cacheReaders = new Map<CacheName, Array<() => CacheFigures>>();
  const cacheFigure = (key: keyof CacheFigures) =>
    function (this: Gauge<'cache'>) {
      for (const [cache, readers] of cacheReaders)
        this.set(
          { cache },
          readers.reduce((sum, read) => sum + read()[key], 0),
        );
    };
  gauge('shop_cache_bytes', 'Bytes a cache holds, as its bound counts them', ['cache'], cacheFigure('bytes'));
  gauge('shop_cache_entries', 'Entries a cache holds', ['cache'], cacheFigure('entries'));
  const upstreamSeconds = histogram(
    'shop_upstream_request_duration_seconds',
    'Upstream calls by openapi.yaml operation id and outcome, their time in line not counted',
    ['operation', 'outcome'],
    secondsBuckets.upstream,
  );
  const upstreamCalls = counter(
    'shop_upstream_calls_total',
    'Upstream calls by outcome (busy: refused at once, its line full)',
    ['outcome'],
  );
  const served = windowedMax(60_000);
  gauge(
    'shop_catalogue_age_seconds',
    'The oldest catalogue answer handed out in the last minute (0: none)',
    [],
    function () {
      this.set(served.read() / 1000);
    },
  );
  const freshSeconds = gauge('shop_catalogue_fresh_seconds', 'How long a catalogue answer is fresh (CACHE_SECONDS)');
  const staleSeconds = gauge(
    'shop_catalogue_stale_seconds',
    'How long after that a catalogue answer is still served while its refresh fails',
  );
  const refreshes = counter('shop_catalogue_refreshes_total', 'Catalogue cache fills from the upstream by outcome', [
    'outcome',
  ]);
  const lastRefresh = gauge(
    'shop_catalogue_last_refresh',
    'The last catalogue fill: 1 for its outcome, 0 for the others',
    ['outcome'],
  );
  const shedRequests = counter('shop_requests_shed_total', 'Requests refused with a 503 under pressure', ['pressure']);

  // An answer's child by route, then method and status class (indexes): nothing made per request.
  const answers = asSeen((route) =>
    methodNames.map((method) =>
      statusClasses.map((statusClass) => requests.labels({ route, method, status_class: statusClass })),
    ),
  );
  const renderCounts = eachOf(renderOutcomes, (outcome) => renders.labels({ outcome }));
  const renderTimes = eachOf(renderOutcomes, (outcome) => renderSeconds.labels({ outcome }));
  const reads = eachOf(cacheNames, (cache) => eachOf(cacheResults, (result) => cacheReads.labels({ cache, result })));
  const evicted = eachOf(cacheNames, (cache) => evictions.labels({ cache }));
  const calls = eachOf(upstreamOutcomes, (outcome) => upstreamCalls.labels({ outcome }));
  const callTimes = asSeen((operation) =>
    eachOf(upstreamOutcomes, (outcome) => upstreamSeconds.labels({ operation, outcome })),
  );

  // Every fixed label value shows from the first scrape, at zero: a rate or a ratio needs no first event.
  for (const outcome of renderOutcomes) renderCounts[outcome].inc(0);
  for (const cache of cacheNames) {
    evicted[cache].inc(0);
    for (const result of cacheResults) reads[cache][result].inc(0);
  }
  for (const outcome of upstreamOutcomes) calls[outcome].inc(0);
  for (const outcome of refreshOutcomes) refreshes.inc({ outcome }, 0);
  for (const pressure of pressures) shedRequests.inc({ pressure }, 0);

  return {
    registry,
    answered(route, method, status, seconds) {
      answers(route)[methodIndex(method)]![statusClassIndex(status)]!.observe(seconds);
    },
    rendered(outcome, seconds) {
      renderCounts[outcome].inc();
      if (seconds !== undefined) renderTimes[outcome].observe(seconds);
    },
    watchRenders(read) {
      renderReaders.push(read);
    },
    cacheRead(cache, result) {
      reads[cache][result].inc();
    },
    cacheEvicted(cache) {
      evicted[cache].inc();
    },
    watchCache(cache, read) {
      cacheReaders.set(cache, [...(cacheReaders.get(cache) ?? []), read]);
    },
    upstreamCall(operation, outcome, seconds) {
      calls[outcome].inc();
      if (seconds !== undefined) callTimes(operation)[outcome].observe(seconds);
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
