/**
 * The done-when checks for a slow or sleeping upstream: the catalogue cache hides it.
 * - Answering every call after 3 s: the first visit to a product gets the frame at the render
 *   deadline (the log says why), and once the cache holds the product, the next visit is served
 *   from memory in under 100 ms.
 * - Stopped: `/`, a listing and a product still render with their products from the stale cache,
 *   and a personal call answers a clear 502 in the operation's error body.
 */
import { describe, expect, it } from 'vitest';
import { browser, frameHtml, later, startShop, timedGet, upstreamDouble } from './helpers.js';

describe('an upstream that answers after 3 s', () => {
  it('costs the first visit the render deadline at most, and the second visit nothing', async () => {
    const upstream = await upstreamDouble({ delayMs: 3000 });
    const shop = await startShop({ apiBaseUrl: upstream.url, renderTimeoutMs: 1000 });

    const first = await timedGet(`${shop.url}/detail-view/prod-2`, browser);
    expect(first.status).toBe(200);
    expect(first.body, 'the frame, at the deadline').toBe(frameHtml);
    expect(first.ms).toBeLessThan(2500);
    const line = shop.logs.find((log) => log.url === '/detail-view/prod-2');
    expect(line?.page, 'the log line says why the page is the frame').toMatch(/too late/);

    // The fill the first visit started goes on after its deadline and lands 3 s after it began: the
    // catalogue read of the same product waits for that same fill.
    expect((await timedGet(`${shop.url}/product-api/get-product-detail/prod-2`)).status).toBe(200);
    const second = await timedGet(`${shop.url}/detail-view/prod-2`, browser);
    expect(second.body).toContain('Cotton kurta 2 ₹599');
    expect(second.ms).toBeLessThan(100);
    expect(upstream.callsTo('/product-api/get-product-detail/prod-2'), 'one upstream call for both visits').toBe(1);
  });

  it('is ready only once the warm-up has filled the cache', async () => {
    const upstream = await upstreamDouble({ delayMs: 3000 });
    const shop = await startShop({ apiBaseUrl: upstream.url, warmUp: { pages: ['/', '/search?q='] } });
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    await shop.ready();
    const home = await timedGet(`${shop.url}/`, browser);
    expect(home.body).toContain('Cotton kurta 1 ₹499');
    expect(home.ms).toBeLessThan(100);
  });
});

describe('an upstream that is asleep (stopped)', () => {
  it('still renders the home page, a listing and a product, and personal calls answer 502', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, freshMs: 1, warmUp: { pages: ['/', '/search?q='] } });
    await shop.ready();
    await timedGet(`${shop.url}/detail-view/prod-3`, browser);
    await upstream.stop();
    await later(10);

    for (const [url, text] of [
      ['/', 'Cotton kurta 1 ₹499'],
      ['/search?q=', 'Cotton kurta 5 ₹899'],
      ['/filter-product/all', 'Cotton kurta 4 ₹799'],
      ['/detail-view/prod-3', 'Cotton kurta 3 ₹699'],
    ] as const) {
      const page = await timedGet(`${shop.url}${url}`, browser);
      expect(page.status, url).toBe(200);
      expect(page.body, url).toContain(text);
    }
    const listing = await timedGet(`${shop.url}/product-api/get-products`);
    expect(listing.status, 'the catalogue itself, stale').toBe(200);

    const cart = await timedGet(`${shop.url}/cart-api/get-all-carts`, { authorization: 'Bearer abc' });
    expect(cart.status).toBe(502);
    expect(JSON.parse(cart.body)).toEqual({
      status: false,
      msg: 'The shop could not reach its API. Please try again.',
    });
    const unknown = await timedGet(`${shop.url}/product-api/get-product-detail/prod-9`);
    expect(unknown.status, 'a product never cached').toBe(502);
    expect(JSON.parse(unknown.body)).toMatchObject({ prod: null });
  });
});
