/**
 * robots.txt: every page may be crawled but search results, the cart, sign-in, checkout and the
 * account, in every language, and nothing of the API; the sitemap index named from PUBLIC_URL.
 */
import { readApiTable } from 'server-kit/api-paths';
import { describe, expect, it } from 'vitest';
import { defaultOpenapiPath } from '../src/paths.js';
import { startShop, upstreamDouble } from './helpers.js';
import { seoShop } from './seo-catalogue.js';

const publicUrl = 'https://shop.example.in';
const languagePrefixes = ['', '/hi', '/mr', '/bn', '/ta', '/te'];
const unlistedPages = ['/search', '/view-carts', '/account', '/checkout', '/login', '/register'];

/** Whether a crawler reading `robots` may fetch `path` (RFC 9309: the longest matching rule wins; only Disallow here). */
const allowed = (robots: string, path: string) =>
  !robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .some((line) => path.startsWith(line.slice('Disallow: '.length)));

async function robotsOf({ renderer = true } = {}) {
  const upstream = await upstreamDouble();
  const options = { apiBaseUrl: upstream.url, publicUrl };
  const shop = renderer ? await seoShop(options) : await startShop({ ...options, renderer });
  const response = await fetch(`${shop.url}/robots.txt`);
  return { response, text: await response.text(), shop };
}

describe('GET /robots.txt', () => {
  it('names one group for every crawler, the unlisted pages in every language, the API, and the sitemap index', async () => {
    const { response, text } = await robotsOf();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=600\b/);
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines.at(-1)).toBe(`Sitemap: ${publicUrl}/sitemap.xml`);
    // One group: rules, then a blank line and the sitemap.
    expect(lines.filter((line) => line === '')).toHaveLength(1);
    for (const line of lines.slice(1, -2)) expect(line).toMatch(/^Disallow: \/\S*$/);

    const { prefixes } = readApiTable(defaultOpenapiPath);
    expect(prefixes.length).toBeGreaterThan(3);
    for (const prefix of prefixes) expect(lines).toContain(`Disallow: ${prefix}`);
    for (const language of languagePrefixes)
      for (const page of unlistedPages) expect(lines, `${language}${page}`).toContain(`Disallow: ${language}${page}`);
  });

  it('lets crawlers read the shop’s pages in every language, and nothing unlisted or of the API', async () => {
    const { text } = await robotsOf();
    for (const language of languagePrefixes) {
      for (const path of [
        '/',
        '/detail-view/baac33b7c26893fcad35e0d5',
        '/filter-product/baac33b7c26893fcad35e0d5',
        '/helpcentre',
        '/pages/terms',
      ])
        expect(allowed(text, `${language}${path}`), `${language}${path}`).toBe(true);
      for (const path of [
        '/search?q=tv',
        '/view-carts',
        '/account/orders',
        '/checkout/address',
        '/login?next=%2F',
        '/register',
      ])
        expect(allowed(text, `${language}${path}`), `${language}${path}`).toBe(false);
    }
    for (const path of ['/product-api/get-products', '/cart-api/get-all-carts', '/search-suggestions?q=a'])
      expect(allowed(text, path), path).toBe(false);
    expect(allowed(text, '/hi')).toBe(true);
  });

  it('without the renderer’s build, names only the API and no sitemap (there is none)', async () => {
    const { response, text, shop } = await robotsOf({ renderer: false });
    expect(response.status).toBe(200);
    expect(text).toMatch(/^User-agent: \*\nDisallow: \/product-api\n/);
    expect(text).not.toContain('Sitemap:');
    expect(text).not.toContain('/hi/');
    expect((await fetch(`${shop.url}/sitemap.xml`)).status).toBe(404);
    expect(shop.logs.some((line) => line.msg === 'no sitemaps: robots.txt names only the server’s own paths')).toBe(
      true,
    );
  });
});
