/**
 * The shop server's pages, in front of the upstream double: what a page holds, languages side by
 * side, the cache headers, rendered public pages handed to every shopper of a URL, the status
 * and title of a page not found, and what is a navigation at all. (The bounds, with a stand-in API
 * the upstream double cannot play: pages-bounds.test.ts and pages-cache.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { startShop, timedGet, upstreamDouble } from './helpers.js';
import { products } from './upstream-double.js';

const browser = { accept: 'text/html' };
const productsIn = (html: string) => new Set(html.match(/\/detail-view\/[0-9a-f]{24}/g) ?? []).size;
const product = products[3]!;
/** The page up to the state written into it (its API paths may differ). */
const beforeState = (html: string) => html.replace(/"[^"]*server-state[\s\S]*$/, '');

/** A shop server whose catalogue cache keeps nothing: every render asks the upstream, so its calls count renders. */
async function countingShop(options: { pageFreshMs?: number } = {}) {
  const upstream = await upstreamDouble();
  const shop = await startShop({ apiBaseUrl: upstream.url, freshMs: 0, ...options });
  return { upstream, shop };
}

describe('a page', () => {
  it('is a public screen rendered with its data, the data written into it', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const page = await timedGet(`${shop.url}/detail-view/${product._id}`, browser);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(product.content.price.sell_price);
    expect(page.body).toContain('id="server-state"');
    expect(page.body).toMatch(/^<!doctype html><html lang="en">/);
  });

  it("holds at most the listing's one page of products, whatever the query or the id", async () => {
    const upstream = await upstreamDouble({ catalogueSize: 1000 });
    const shop = await startShop({ apiBaseUrl: upstream.url });
    for (const url of [
      '/search?q=',
      '/search?q=phone',
      '/filter-product/000000000000000000nothing',
      '/search?q=&page=7',
    ]) {
      const page = await timedGet(`${shop.url}${url}`, browser);
      expect(page.status, url).toBe(200);
      expect(page.body, url).toContain('id="server-state"');
      expect(productsIn(page.body), url).toBeLessThanOrEqual(40);
      expect(page.body.length, url).toBeLessThan(100_000);
    }
    const all = await timedGet(`${shop.url}/search?q=`, browser);
    expect(all.body).toContain('Showing 1 – 40 of 1,000 products');
  });

  it('is rendered in two languages at once, each in its own (no turns on one Lingui instance)', async () => {
    // Every data call waits: the renders overlap.
    const upstream = await upstreamDouble({ delayMs: 300 });
    const shop = await startShop({ apiBaseUrl: upstream.url, freshMs: 0, pageFreshMs: 0 });
    // The URL alone says the language: a cookie or an Accept-Language asking for the other changes nothing.
    const visits = [
      ...(['en', 'hi', 'en', 'hi'] as const).map((language) => ({
        language,
        url: language === 'en' ? '/plus' : '/hi/plus',
        headers: { ...browser, cookie: `lang=${language === 'en' ? 'hi' : 'en'}` },
      })),
      ...(['hi', 'en'] as const).map((language) => ({
        language,
        url: language === 'en' ? '/' : '/hi/',
        headers: { ...browser, 'accept-language': language === 'en' ? 'hi' : 'en' },
      })),
    ];
    const pages = await Promise.all(
      visits.map(
        async ({ language, url, headers }) => [language, await timedGet(`${shop.url}${url}`, headers)] as const,
      ),
    );
    const login = { en: '>Login<', hi: 'लॉग इन' };
    for (const [language, page] of pages) {
      const other = language === 'en' ? 'hi' : 'en';
      expect(page.headers.get('content-language')).toBe(language);
      expect(page.body).toContain(`<html lang="${language}"`);
      expect(page.body).toContain(login[language]);
      expect(page.body).not.toContain(login[other]);
    }
  });

  it('may be kept by shared caches for a shopper without a session, never with one', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const anonymous = await timedGet(`${shop.url}/`, { ...browser, cookie: 'lang=en' });
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    // Its URL alone says what it is (its language included): a cache keys it on the URL and the encoding.
    expect(anonymous.headers.get('vary')).toBe('Accept-Encoding');
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    const signedIn = await timedGet(`${shop.url}/`, {
      ...browser,
      cookie: `token=abc; user=${encodeURIComponent('{"firstname":"Asha"}')}`,
    });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    // Drawn signed out all the same: who is signed in is drawn after hydration.
    expect(signedIn.body).not.toContain('Asha');
    expect(beforeState(signedIn.body)).toBe(beforeState(anonymous.body));
  });

  it('is rendered once for many shoppers of a URL, with each one its own headers', async () => {
    const { upstream, shop } = await countingShop();
    const url = `${shop.url}/detail-view/${product._id}`;
    const first = await timedGet(url, browser);
    const readsForOne = upstream.calls.length;
    expect(readsForOne).toBeGreaterThan(0);
    const again = await Promise.all(
      Array.from({ length: 10 }, () => timedGet(url, { ...browser, cookie: 'token=abc' })),
    );
    expect(upstream.calls).toHaveLength(readsForOne);
    for (const page of again) {
      expect(page.body).toBe(first.body);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
    }
    const asksForHindi = await timedGet(url, { ...browser, 'accept-language': 'hi', cookie: 'lang=hi' });
    expect(upstream.calls, 'the same page, kept').toHaveLength(readsForOne);
    expect(asksForHindi.body).toBe(first.body);
    const hindi = await timedGet(`${shop.url}/hi/detail-view/${product._id}`, browser);
    expect(upstream.calls.length).toBeGreaterThan(readsForOne);
    expect(hindi.headers.get('content-language')).toBe('hi');
    expect(hindi.body).toMatch(/<html lang="hi"/);
  });

  it('is rendered for every navigation without the page cache (PAGE_CACHE_SECONDS=0)', async () => {
    const { upstream, shop } = await countingShop({ pageFreshMs: 0 });
    const url = `${shop.url}/detail-view/${product._id}`;
    await timedGet(url, browser);
    const readsForOne = upstream.calls.length;
    await timedGet(url, browser);
    expect(upstream.calls).toHaveLength(2 * readsForOne);
  });

  it("not found is a 404 with the layout and the not-found words in the URL's language, and its title", async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const page = await timedGet(`${shop.url}/hi/no/such/page`, browser);
    expect(page.status).toBe(404);
    expect(page.body).toContain('<html lang="hi"');
    expect(page.body).toContain('ऐप में अनचाही गड़बड़ी!');
    expect(page.body).toMatch(/<a [^>]*href="\/hi\/"[^>]*>होम पेज पर जाएँ<\/a>/);
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body).toContain('<title>पेज नहीं मिला · Rupee Storefront</title>');
    expect(upstream.calls).toEqual([]);
  });
});

describe('a navigation', () => {
  it('to a screen the server does not render gets the frame; HEAD renders nothing', async () => {
    const { upstream, shop } = await countingShop();
    const cart = await timedGet(`${shop.url}/view-carts`, browser);
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control')).toBe('no-cache');
    expect(cart.body).toContain('<!--frame-->');
    const head = await fetch(`${shop.url}/`, { method: 'HEAD', headers: browser });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(upstream.calls).toEqual([]);
  });

  it('is a GET or HEAD naming text/html, or of `/` for anything (curl); the rest is not found', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const curl = await timedGet(`${shop.url}/`, { accept: '*/*' });
    expect(curl.status).toBe(200);
    expect(curl.body).toContain(products[0]!.content.price.sell_price);
    for (const [url, headers] of [
      ['/search?q=', { accept: '*/*' }],
      ['/', { accept: 'application/json' }],
      ['/images/none.png', browser],
    ] as const) {
      const answer = await timedGet(`${shop.url}${url}`, headers);
      expect(answer.status, url).toBe(404);
      expect(JSON.parse(answer.body), url).toEqual({ status: false, msg: 'Not found' });
    }
    const posted = await fetch(`${shop.url}/search?q=`, { method: 'POST', headers: browser });
    expect(posted.status).toBe(404);
  });
});
