/**
 * The shop as the shop server serves it: rendered public pages that a shared cache may keep (no
 * session, no Set-Cookie) and personal ones it must not, the frame for screens it does not render,
 * precompressed static files, today's security headers, and no dev tools.
 */
import { describe, expect, it } from 'vitest';
import { readApiTable } from 'server-kit/api-paths';
import { defaultOpenapiPath } from '../src/paths.js';
import { catalogueApi, type CatalogueReads } from '../src/render.js';
import { browser, pricesIn, startShop, timedGet, upstreamDouble } from './helpers.js';
import { products } from './upstream-double.js';

const product = products[0];

describe('pages', () => {
  it('are public for a shopper without a session, with no Set-Cookie, and private with one', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const anonymous = await timedGet(`${shop.url}/detail-view/${product?._id}`, { ...browser, cookie: 'lang=hi' });
    expect(anonymous.body).toContain(product?.content.price.sell_price);
    expect(anonymous.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    expect(anonymous.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The upstream's pictures (http on loopback here, https for the hosted API) may show.
    expect(anonymous.headers.get('content-security-policy')).toMatch(
      new RegExp(`img-src [^;]*${new URL(upstream.url).origin.replace(/[.]/g, '\\.')}`),
    );

    const signedIn = await timedGet(`${shop.url}/detail-view/${product?._id}`, {
      ...browser,
      cookie: 'token=abc; lang=hi',
    });
    expect(signedIn.body).toContain(product?.content.price.sell_price);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it('come compressed as the browser takes them (brotli, else gzip): on slow 3G every 14 kB costs a round trip', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    for (const [path, shows] of [
      [`/detail-view/${product?._id}`, product?.content.price.sell_price],
      ['/view-carts', '<div id="root">'],
    ] as const) {
      for (const [accepts, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const response = await fetch(`${shop.url}${path}`, { headers: { ...browser, 'accept-encoding': accepts } });
        expect(response.headers.get('content-encoding'), `${path} for ${accepts}`).toBe(encoding);
        expect(response.headers.get('vary'), 'once, the plain page too').toMatch(
          /^(?!.*accept-encoding.*accept-encoding).*accept-encoding/i,
        );
        expect(await response.text()).toContain(shows);
      }
    }
  });

  it('are the frame for a screen rendered in the browser', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const cart = await timedGet(`${shop.url}/view-carts`, browser);
    expect(cart.status).toBe(200);
    expect(pricesIn(cart.body)).toEqual([]);
    expect(cart.headers.get('cache-control')).toBe('no-cache');
  });

  it('never draw personal data: the page’s API answers only public catalogue reads', async () => {
    let reads = 0;
    const catalogue: CatalogueReads = {
      read: async () => {
        reads++;
        return { source: 'failed', reason: 'unreachable' };
      },
    };
    const table = readApiTable(defaultOpenapiPath);
    const api = catalogueApi(catalogue, (method, url) => table.isPublicRead(method, url));
    const cart = await api(new Request('http://server-render.local/cart-api/get-all-carts'));
    expect(cart.status).toBe(403);
    expect(reads, 'not even asked of the cache').toBe(0);
    const page = await api(new Request('http://server-render.local/product-api/get-products/1/40'));
    expect(page.status).toBe(502);
  });
});

describe('what the shop server does not serve', () => {
  it('has no dev tools: /dev/outbox is a 404, for a browser and for a tool', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    for (const headers of [browser, { accept: 'application/json' }]) {
      const outbox = await timedGet(`${shop.url}/dev/outbox`, headers);
      expect(outbox.status).toBe(404);
    }
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('static files', () => {
  it('come as the build’s brotli copy when the browser takes it, hashed ones cached for good', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const response = await fetch(`${shop.url}/assets/shop-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('the shop');
  });
});

describe('the log', () => {
  it('has one line per request, without query values', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    await timedGet(`${shop.url}/search?q=secret-kurta`, browser);
    const lines = shop.logs.filter((line) => typeof line.url === 'string' && line.url.startsWith('/search'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', url: '/search?q=[redacted]', statusCode: 200 });
  });
});
