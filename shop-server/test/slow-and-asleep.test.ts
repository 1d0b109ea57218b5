/**
 * The done-when checks for a slow or sleeping upstream: the catalogue cache hides it.
 * - Answering every call after 3 s: the first visit to a product gets the frame at the page's
 *   deadline (the log says why), and once the cache holds the product, the next visit is rendered
 *   from memory in under 100 ms.
 * - Stopped: `/`, a listing and a product still render with their products from the stale cache,
 *   and a personal call answers a clear 502 in the operation's error body.
 */
import { describe, expect, it } from 'vitest';
import { browser, later, pricesIn, startShop, timedGet, upstreamDouble } from './helpers.js';
import { products } from './upstream-double.js';

const [first, second, third] = products;

describe('an upstream that answers after 3 s', () => {
  it('costs the first visit the page deadline at most, and the second visit nothing', async () => {
    const upstream = await upstreamDouble({ delayMs: 3000 });
    const shop = await startShop({ apiBaseUrl: upstream.url, renderTimeoutMs: 1000 });
    const page = `/detail-view/${second?._id}`;

    const visit = await timedGet(`${shop.url}${page}`, browser);
    expect(visit.status).toBe(200);
    expect(pricesIn(visit.body), 'the frame, at the deadline').toEqual([]);
    expect(visit.ms).toBeLessThan(2500);
    const why = shop.logs.find((line) => String(line.msg).startsWith('server rendering failed'));
    expect(why?.reason, 'the log says why the page is the frame').toMatch(/too late/);

    // The fill the first visit started goes on after its deadline and lands 3 s after it began: the
    // catalogue read of the same product waits for that same fill.
    expect((await timedGet(`${shop.url}/product-api/get-product-detail/${second?._id}`)).status).toBe(200);
    const again = await timedGet(`${shop.url}${page}`, browser);
    expect(again.body).toContain(second?.content.price.sell_price);
    // Any upstream call takes 3 s: under 100 ms is memory. The best of three, as the machine is shared.
    const times = [again.ms, (await timedGet(`${shop.url}${page}`, browser)).ms];
    times.push((await timedGet(`${shop.url}${page}`, browser)).ms);
    expect(Math.min(...times)).toBeLessThan(100);
    expect(upstream.callsTo(`/product-api/get-product-detail/${second?._id}`), 'one upstream call for both').toBe(1);
  });

  it('is ready only once the warm-up has filled the cache', async () => {
    const upstream = await upstreamDouble({ delayMs: 3000 });
    const shop = await startShop({ apiBaseUrl: upstream.url, warmUp: { pages: ['/', '/search?q='] } });
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    await shop.ready();
    const home = await timedGet(`${shop.url}/`, browser);
    expect(home.body).toContain(first?.content.price.sell_price);
    // Any upstream call takes 3 s: well under it is the warm cache, even on a loaded machine (a
    // render with compression took 330 ms beside two other test runs).
    expect(home.ms).toBeLessThan(1500);
  });
});

describe('an upstream that is asleep (stopped)', () => {
  it('still renders the home page, a listing and a product, and personal calls answer 502', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, freshMs: 1, warmUp: { pages: ['/', '/search?q='] } });
    await shop.ready();
    await timedGet(`${shop.url}/detail-view/${third?._id}`, browser);
    await upstream.stop();
    await later(10);

    for (const url of ['/', '/search?q=', '/filter-product/all', `/detail-view/${third?._id}`]) {
      const page = await timedGet(`${shop.url}${url}`, browser);
      expect(page.status, url).toBe(200);
      expect(pricesIn(page.body).length, `${url} shows products and prices`).toBeGreaterThan(0);
    }
    const listing = await timedGet(`${shop.url}/product-api/get-products`);
    expect(listing.status, 'the catalogue itself, stale').toBe(200);

    const cart = await timedGet(`${shop.url}/cart-api/get-all-carts`, { authorization: 'Bearer abc' });
    expect(cart.status).toBe(502);
    expect(JSON.parse(cart.body)).toEqual({
      status: false,
      msg: 'The shop could not reach its API. Please try again.',
    });
    const unknown = await timedGet(`${shop.url}/product-api/get-product-detail/0123456789abcdef01234567`);
    expect(unknown.status, 'a product never cached').toBe(502);
    expect(JSON.parse(unknown.body)).toMatchObject({ prod: null });
  });
});
