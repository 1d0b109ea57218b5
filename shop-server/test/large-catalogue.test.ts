/**
 * No navigation can hold the shop server (issue 36, as mock-server/test/routes/render-bounds.test.ts
 * shows for the mock server): in front of a 100,000-product upstream, a search for everything and
 * a listing of an unknown product answer small HTML within a second, and twenty of them at once
 * leave the server answering other requests within a second.
 */
import { describe, expect, it } from 'vitest';
import { browser, startShop, timedGet, upstreamDouble } from './helpers.js';

const heavyPages = ['/search?q=', '/filter-product/000000000000000000000000', '/search?q=a&page=900'];

/** A shop server (rendering every navigation) in front of the large upstream, its renderer's one-time work done. */
async function largeShop() {
  const upstream = await upstreamDouble({ catalogueSize: 100_000 });
  const shop = await startShop({ apiBaseUrl: upstream.url, pageFreshMs: 0 });
  await timedGet(`${shop.url}/plus`, browser);
  return Object.assign(shop, { upstream });
}

describe('in front of a 100,000-product upstream', () => {
  it('answers /search?q= and /filter-product/<unknown> with HTML under 100 kB in under a second', async () => {
    const shop = await largeShop();
    for (const url of heavyPages) {
      const page = await timedGet(`${shop.url}${url}`, browser);
      expect(page.status, url).toBe(200);
      expect(page.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
      expect(page.body.length, url).toBeLessThan(100_000);
      expect(page.ms, url).toBeLessThan(1000);
    }
    // The renderer asked whether the catalogue is large (one product past 2,000), never for all of it.
    expect(shop.upstream.callsTo('/product-api/get-products')).toBe(0);
    expect(shop.logs.filter((line) => line.reason === 'the catalogue holds more than 2000 products')).toHaveLength(3);
  });

  it('keeps answering other requests within a second while twenty such navigations arrive at once', async () => {
    const shop = await largeShop();
    const heavy = Array.from({ length: 20 }, (_, i) =>
      timedGet(`${shop.url}${i % 2 ? `/search?q=${i}` : `/filter-product/unknown${i}`}`, browser),
    );
    const other = await timedGet(`${shop.url}/product-api/get-products/1/1`);
    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(1000);
    for (const page of await Promise.all(heavy)) {
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThan(100_000);
    }
  });
});
