/**
 * The shop server's configuration from environment variables, checked before anything starts, on
 * server-kit's rules and parsers (decision 013): every problem is reported at once, with the
 * variable's name and what it accepts. Every variable: shop-server/README.md.
 *
 * API_BASE_URL (required)   the API that speaks openapi.yaml, e.g. https://server-3f16.onrender.com
 * PORT, HOST                where to listen (default 8080 on 127.0.0.1)
 * LOG_LEVEL                 pino's level (default info; silent for none)
 * WEB_DIST                  the built shop (default ../web/dist beside this package)
 * TRUST_PROXY               whose X-Forwarded-For to believe: false (default), a hop count (1 behind the nginx
 *                           template) or addresses; true believes every hop and warns at start
 * UPSTREAM_TIMEOUT_MS       how long one upstream call may take (default 10,000)
 * CACHE_MAX_MB              memory for cached catalogue reads (default 64)
 * CACHE_SECONDS             how long a catalogue read is fresh (default 60; 0: never kept)
 * RENDER_TIMEOUT_MS         how long a server render may wait for its data (default 2,500)
 * PAGE_CACHE_SECONDS        how long a rendered public page is handed out again (default 10; 0: never)
 * SEARCH_MAX_PRODUCTS       the most products /search-suggestions indexes (default 100,000; 0: none)
 * DEV_PORT                  the upstream is the mock server, its developer tools on this port: X-Mock-Session
 *                           is passed on, and /dev answers a 403 naming the port
 * MAX_RSS_MB                past this resident memory every request is refused with a 503 (default 1024; 0: no bound)
 * PUBLIC_URL                the origin shoppers reach the shop at, e.g. https://shop.example.in, which
 *                           robots.txt and the sitemaps name (default http://localhost:<PORT>)
 * METRICS_PORT, METRICS_HOST where Prometheus reads GET /metrics (default 9464 on HOST; 0: a free port);
 *                           never on PORT, which answers 404 there
 * OTEL_*                    tracing's standard variables, read by the OpenTelemetry SDK (tracing.ts):
 *                           OTEL_EXPORTER_OTLP_ENDPOINT exports traces; unset, none leave the process
 */
import { resolve } from 'node:path';
import {
  anyText,
  baseUrlOf,
  commonRules,
  hostOf,
  plainHttpUrl,
  readEnvironment,
  trustProxyOf,
  wholeNumber,
} from 'server-kit/config';
import type { AppOptions } from './app.js';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where GET /metrics answers: a port of its own. */
  metrics: { port: number; host: string };
  logLevel: string;
  app: AppOptions;
}

const rules = {
  ...commonRules,
  API_BASE_URL: anyText,
  WEB_DIST: anyText,
  UPSTREAM_TIMEOUT_MS: wholeNumber(100, 120_000),
  CACHE_MAX_MB: wholeNumber(1, 4096),
  CACHE_SECONDS: wholeNumber(0, 3600),
  RENDER_TIMEOUT_MS: wholeNumber(100, 30_000),
  PAGE_CACHE_SECONDS: wholeNumber(0, 600),
  SEARCH_MAX_PRODUCTS: wholeNumber(0, 1_000_000),
  DEV_PORT: wholeNumber(1, 65535),
  PUBLIC_URL: anyText,
  MAX_RSS_MB: wholeNumber(0, 65_536),
  METRICS_PORT: wholeNumber(0, 65535),
  METRICS_HOST: anyText,
};

/** PUBLIC_URL: an http(s) origin (scheme, host, optional port), or a problem said. */
function publicUrlOf(value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  const url = plainHttpUrl(value);
  if (url && url.pathname === '/') return url.origin;
  problems.push(
    `PUBLIC_URL=${JSON.stringify(value)} must be an http(s) origin such as https://shop.example.in (scheme, host, optional port; no path, query or login)`,
  );
  return undefined;
}

/** `value` under `key`, or nothing when it is unset. */
const given = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const read = readEnvironment('shop server', rules, env);
  const { problems } = read;
  const base = read.text('API_BASE_URL');
  if (base === undefined) problems.unshift('API_BASE_URL is required, e.g. https://server-3f16.onrender.com');
  const apiBaseUrl = baseUrlOf('API_BASE_URL', base, problems) ?? '';
  const host = hostOf(read.text('HOST'), problems);
  const trustProxy = trustProxyOf(read.text('TRUST_PROXY'), problems);
  const seconds = (name: 'CACHE_SECONDS' | 'PAGE_CACHE_SECONDS') => {
    const value = read.number(name);
    return value === undefined ? undefined : value * 1000;
  };
  const cacheMaxMb = read.number('CACHE_MAX_MB');
  const maxRssMb = read.number('MAX_RSS_MB');
  const webDist = read.text('WEB_DIST');
  const port = read.number('PORT') ?? 8080;
  const publicUrl = publicUrlOf(read.text('PUBLIC_URL'), problems) ?? `http://localhost:${port}`;
  const metricsPort = read.number('METRICS_PORT') ?? 9464;
  const hostProblems: string[] = [];
  const metricsHost = hostOf(read.text('METRICS_HOST') ?? host, hostProblems);
  problems.push(...hostProblems.map((problem) => problem.replace(/^HOST=/, 'METRICS_HOST=')));
  if (metricsPort !== 0 && metricsPort === port)
    problems.push(`METRICS_PORT=${metricsPort} must differ from PORT: the metrics are never on the shoppers' port`);
  read.done();
  return {
    port,
    host,
    metrics: { port: metricsPort, host: metricsHost },
    logLevel: read.text('LOG_LEVEL') ?? 'info',
    app: {
      apiBaseUrl,
      publicUrl,
      ...given('trustProxy', trustProxy),
      ...given('upstreamTimeoutMs', read.number('UPSTREAM_TIMEOUT_MS')),
      ...given('cacheMaxBytes', cacheMaxMb === undefined ? undefined : cacheMaxMb * 1024 * 1024),
      ...given('freshMs', seconds('CACHE_SECONDS')),
      ...given('renderTimeoutMs', read.number('RENDER_TIMEOUT_MS')),
      ...given('pageFreshMs', seconds('PAGE_CACHE_SECONDS')),
      ...given('searchMaxProducts', read.number('SEARCH_MAX_PRODUCTS')),
      ...given('devPort', read.number('DEV_PORT')),
      ...given('maxRssBytes', maxRssMb === undefined ? undefined : maxRssMb * 1024 * 1024),
      ...given('webDist', webDist === undefined ? undefined : resolve(webDist)),
    },
  };
}
