/**
 * The shop server's Prometheus metrics (src/metrics.ts): every series the operator reads, with
 * bounded labels only (route patterns, operation ids, fixed outcomes: never a URL, an id or a query),
 * on their own listener and never on the shoppers' port; an upstream that stops shows in the
 * upstream outcome series at the next scrape; the catalogue's age grows while it cannot refresh.
 */
import { describe, expect, it } from 'vitest';
import { collectNodeMetrics, createShopMetrics, metricsServer, type ShopMetrics } from '../src/metrics.js';
import { browser, pricesIn, startShop, upstreamDouble } from './helpers.js';
import { browser as pageBrowser, catalogueOf, gatedApi, pagesApp, standInApi } from './pages-app.js';
import { products } from './upstream-double.js';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, its samples parsed (comments skipped). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The sum of `name`'s samples whose labels include `labels`. */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);

const scrape = async (metrics: ShopMetrics) => samplesOf(await metrics.registry.metrics());
const product = products[0]!;

describe('metrics', () => {
  it('has every series, each labelled with bounded values only', async () => {
    const upstream = await upstreamDouble();
    const metrics = createShopMetrics();
    collectNodeMetrics(metrics.registry);
    const shop = await startShop({ apiBaseUrl: upstream.url, metrics });
    const secret = 'asha-private-query';
    for (const path of [
      '/',
      `/detail-view/${product._id}`,
      `/hi/detail-view/${product._id}`,
      `/detail-view/${product._id}`,
      `/search?q=${secret}`,
      '/no-such-screen',
    ])
      await fetch(`${shop.url}${path}`, { headers: { ...browser, 'accept-encoding': 'br' } });
    expect(pricesIn(await (await fetch(`${shop.url}/`, { headers: browser })).text()).length).toBeGreaterThan(0);
    await fetch(`${shop.url}/product-api/get-product-detail/${product._id}?from=${secret}`);
    await fetch(`${shop.url}/cart-api/get-all-carts`, { headers: { authorization: 'Bearer x' } });
    await fetch(`${shop.url}/assets/shop-abc123.js`);
    await fetch(`${shop.url}/x-${secret}.php`);

    const text = await metrics.registry.metrics();
    const samples = samplesOf(text);
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      'shop_http_request_duration_seconds_bucket',
      'shop_render_duration_seconds_bucket',
      'shop_renders_total',
      'shop_renders_in_flight',
      'shop_renders_queued',
      'shop_cache_reads_total',
      'shop_cache_evictions_total',
      'shop_cache_bytes',
      'shop_cache_entries',
      'shop_upstream_request_duration_seconds_bucket',
      'shop_upstream_calls_total',
      'shop_catalogue_age_seconds',
      'shop_catalogue_fresh_seconds',
      'shop_catalogue_stale_seconds',
      'shop_catalogue_refreshes_total',
      'shop_catalogue_last_refresh',
      'shop_requests_shed_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ])
      expect(names, name).toContain(name);
    // No label carries a product id, a query or a path nobody routes.
    for (const word of [product._id, secret, '?', '.php']) expect(text).not.toContain(word);

    const routes = new Set(
      samples.filter((s) => s.name === 'shop_http_request_duration_seconds_count').map((s) => s.labels.route),
    );
    expect([...routes].sort()).toEqual(
      [
        '/',
        '/detail-view/:id',
        '/search',
        '(not found page)',
        '/product-api/get-product-detail/:prod_id',
        '/cart-api/get-all-carts',
        '/assets/*',
        '(unmatched)',
      ].sort(),
    );
    const count = (labels: Record<string, string>) =>
      valueOf(samples, 'shop_http_request_duration_seconds_count', labels);
    // English and Hindi's product pages are one route.
    expect(count({ route: '/detail-view/:id', method: 'GET', status_class: '2xx' })).toBe(3);
    expect(count({ route: '(not found page)', status_class: '4xx' })).toBe(1);
    expect(valueOf(samples, 'shop_renders_total', { outcome: 'rendered' })).toBeGreaterThanOrEqual(4);
    // The second English product page was the kept one, handed out with its copies made then.
    expect(valueOf(samples, 'shop_cache_reads_total', { cache: 'pages', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'shop_cache_reads_total', { cache: 'page_copies', result: 'miss' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(valueOf(samples, 'shop_cache_bytes', { cache: 'page_copies' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'shop_cache_bytes', { cache: 'catalogue' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'shop_cache_entries', { cache: 'frames' })).toBeGreaterThanOrEqual(0);
    expect(
      valueOf(samples, 'shop_upstream_request_duration_seconds_count', { operation: 'getCart', outcome: 'ok' }),
    ).toBe(1);
    expect(valueOf(samples, 'shop_catalogue_last_refresh', { outcome: 'ok' })).toBe(1);
    expect(valueOf(samples, 'shop_catalogue_fresh_seconds')).toBe(60);
  });

  it('shows a stopped upstream in the upstream outcome series at the next scrape, and the catalogue growing old', async () => {
    const upstream = await upstreamDouble();
    const metrics = createShopMetrics();
    const shop = await startShop({ apiBaseUrl: upstream.url, metrics, freshMs: 100 });
    await fetch(`${shop.url}/product-api/get-products`);
    await fetch(`${shop.url}/cart-api/get-all-carts`, { headers: { authorization: 'Bearer x' } });
    let samples = await scrape(metrics);
    expect(valueOf(samples, 'shop_upstream_calls_total', { outcome: 'unreachable' })).toBe(0);
    expect(valueOf(samples, 'shop_catalogue_last_refresh', { outcome: 'ok' })).toBe(1);

    await upstream.stop();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // A forwarded call and a stale catalogue read (its refresh fails): both reach the stopped upstream.
    expect((await fetch(`${shop.url}/cart-api/get-all-carts`, { headers: { authorization: 'Bearer x' } })).status).toBe(
      502,
    );
    expect((await fetch(`${shop.url}/product-api/get-products`)).status).toBe(200);
    await expect
      .poll(async () => valueOf(await scrape(metrics), 'shop_catalogue_last_refresh', { outcome: 'unreachable' }))
      .toBe(1);
    samples = await scrape(metrics);
    expect(valueOf(samples, 'shop_upstream_calls_total', { outcome: 'unreachable' })).toBeGreaterThanOrEqual(2);
    expect(
      valueOf(samples, 'shop_upstream_request_duration_seconds_count', {
        operation: 'getCart',
        outcome: 'unreachable',
      }),
    ).toBe(1);
    expect(valueOf(samples, 'shop_catalogue_last_refresh', { outcome: 'ok' })).toBe(0);
    expect(valueOf(samples, 'shop_cache_reads_total', { cache: 'catalogue', result: 'stale' })).toBeGreaterThanOrEqual(
      1,
    );
    // The stale answer handed out was filled more than a second ago.
    expect(valueOf(samples, 'shop_catalogue_age_seconds')).toBeGreaterThan(1);
  });

  it('counts the renders shed when renders at once and in line are full, and those in line', async () => {
    const metrics = createShopMetrics();
    const { api, open } = gatedApi(catalogueOf(80));
    const app = await pagesApp({ api, metrics, renderTimeoutMs: 20_000 });
    // 4 at once and 64 in line (src/pages/cache.ts's bounds): the 69th and 70th are shed.
    const asked = Array.from({ length: 70 }, (_, i) => app.inject({ url: `/detail-view/p${i}`, headers: pageBrowser }));
    await expect.poll(async () => valueOf(await scrape(metrics), 'shop_renders_total', { outcome: 'shed' })).toBe(2);
    const samples = await scrape(metrics);
    expect(valueOf(samples, 'shop_renders_in_flight')).toBe(4);
    expect(valueOf(samples, 'shop_renders_queued')).toBe(64);
    open();
    await Promise.all(asked);
    const after = await scrape(metrics);
    expect(valueOf(after, 'shop_renders_in_flight')).toBe(0);
    expect(valueOf(after, 'shop_renders_total', { outcome: 'rendered' })).toBe(68);
    expect(valueOf(after, 'shop_render_duration_seconds_count', { outcome: 'rendered' })).toBe(68);
  });

  it('counts the kept pages and their copies pushed out for room, and the bytes they leave', async () => {
    const metrics = createShopMetrics();
    const catalogue = catalogueOf(4);
    const { api } = standInApi(catalogue);
    // Room for one product page (~30 kB of HTML, counted twice, and room for its copies).
    const app = await pagesApp({ api, metrics, pageCache: { freshMs: 60_000, maxBytes: 100_000 } });
    const twice = async (url: string) => {
      for (let i = 0; i < 2; i++) await app.inject({ url, headers: pageBrowser });
    };
    await twice(`/detail-view/${catalogue[0]!._id}`);
    const first = await scrape(metrics);
    expect(valueOf(first, 'shop_cache_entries', { cache: 'page_copies' })).toBe(1);
    const oneCopy = valueOf(first, 'shop_cache_bytes', { cache: 'page_copies' });
    expect(oneCopy).toBeGreaterThan(1000);
    await twice(`/detail-view/${catalogue[1]!._id}`);
    const after = await scrape(metrics);
    expect(valueOf(after, 'shop_cache_evictions_total', { cache: 'pages' })).toBe(1);
    expect(valueOf(after, 'shop_cache_evictions_total', { cache: 'page_copies' })).toBe(1);
    expect(valueOf(after, 'shop_cache_entries', { cache: 'pages' })).toBe(1);
    expect(valueOf(after, 'shop_cache_entries', { cache: 'page_copies' })).toBe(1);
    expect(valueOf(after, 'shop_cache_bytes', { cache: 'pages' })).toBeLessThanOrEqual(100_000);
  });

  it('answers GET /metrics on its own listener only; the shoppers’ port has none', async () => {
    const upstream = await upstreamDouble();
    const metrics = createShopMetrics();
    const shop = await startShop({ apiBaseUrl: upstream.url, metrics });
    for (const headers of [{}, browser]) {
      const answer = await fetch(`${shop.url}/metrics`, { headers });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('shop_http_request_duration_seconds');
    }
    const server = metricsServer(metrics.registry);
    const scraped = await server.inject({ url: '/metrics' });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scraped.body).toContain('shop_http_request_duration_seconds_bucket');
    expect((await server.inject({ url: '/' })).statusCode).toBe(404);
    await server.close();
  });
});
