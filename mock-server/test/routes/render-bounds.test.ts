/**
 * No navigation can hold the mock server (issue 36): against a 100,000-product catalogue, a search
 * for everything and a listing of an unknown product answer small HTML quickly (the renderer never
 * reads a catalogue that large: web/src/app/router.tsx, serverListingLimit), twenty of them at
 * once leave the API answering, and a lagging event loop sheds load with 503s (@fastify/under-pressure).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';
import { browser, storefrontWithRenderer } from '../rendering.js';

const { sharedRendering } = storefrontWithRenderer();

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

describe('renders against a 100,000-product catalogue', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await sharedRendering({ catalogSize: 100_000 });
    // The renderer's one-time work (its frames, its first render) is not what is measured.
    await app.inject({ url: '/plus', headers: browser });
  }, 120_000);
  afterAll(() => app.close());

  it('answers /search?q= and /filter-product/<unknown> with HTML under 100 kB in under a second', async () => {
    for (const url of ['/search?q=', '/filter-product/000000000000000000000000', '/search?q=a&page=900']) {
      const { value: response, ms } = await timed(app.inject({ url, headers: browser }));
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body.length, url).toBeLessThan(100_000);
      expect(ms, url).toBeLessThan(1000);
    }
  });

  it('keeps answering other requests within a second while twenty such navigations arrive at once', async () => {
    const heavy = Array.from({ length: 20 }, (_, i) =>
      app.inject({ url: i % 2 ? `/search?q=${i}` : `/filter-product/unknown${i}`, headers: browser }),
    );
    const { value: other, ms } = await timed(app.inject({ url: '/product-api/get-products/1/1' }));
    expect(other.statusCode).toBe(200);
    expect(ms).toBeLessThan(1000);
    const pages = await Promise.all(heavy);
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body.length).toBeLessThan(100_000);
    }
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, and serves again once it has caught up', async () => {
    const app = await buildTestApp({ underPressure: { maxEventLoopDelayMs: 100, sampleIntervalMs: 250 } });
    await app.ready();
    await expect
      .poll(async () => (await app.inject({ url: '/product-api/get-products/1/1' })).statusCode, { timeout: 5000 })
      .toBe(200);
    // A second of the event loop held (a render of the whole catalogue, say): the sample taken
    // right after it, overdue, sees the lag.
    const until = Date.now() + 1000;
    while (Date.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const shed = await app.inject({ url: '/product-api/get-products/1/1' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    await expect
      .poll(async () => (await app.inject({ url: '/product-api/get-products/1/1' })).statusCode, { timeout: 5000 })
      .toBe(200);
  });
});
