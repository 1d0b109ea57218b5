import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { paths } from './paths';
import { serverPathPattern, serverPathPrefixes } from './serverPaths';
import { alternatePaths } from './i18n/languageUrls';

const contract = parse(readFileSync(join(__dirname, '..', '..', '..', 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, unknown>;
};

/** Every route of the shop as the router sees it: fixed hrefs and parameterised routes' patterns. */
function shopRoutes(tree: object): string[] {
  return Object.values(tree).flatMap((route: unknown) => {
    if (typeof route === 'string') return [route];
    if (typeof route === 'function' && 'pattern' in route) return [String(route.pattern)];
    if (route && typeof route === 'object') return shopRoutes(route);
    return [];
  });
}

describe('the server path prefixes', () => {
  it('cover every operation of openapi.yaml', () => {
    const uncovered = Object.keys(contract.paths).filter((path) => !serverPathPattern.test(path));
    expect(uncovered).toEqual([]);
  });

  it('name no prefix the contract lacks, but the mock server’s images and docs', () => {
    const contractPrefixes = new Set(Object.keys(contract.paths).map((path) => `/${path.split('/')[1]}`));
    expect(serverPathPrefixes.filter((prefix) => !contractPrefixes.has(prefix))).toEqual(['/images', '/docs']);
  });

  it('take no route of the shop, in any language (the service worker answers those with the shell)', () => {
    const routes = shopRoutes(paths);
    expect(routes.length).toBeGreaterThan(30);
    const everyLanguage = routes.flatMap((route) => alternatePaths(route).map(({ path }) => path));
    expect(everyLanguage).toContain('/hi/view-carts');
    expect(everyLanguage.filter((route) => serverPathPattern.test(route))).toEqual([]);
  });

  it('match a prefix or what lies under it, not a longer name', () => {
    expect(serverPathPattern.test('/cart-api')).toBe(true);
    expect(serverPathPattern.test('/cart-api/get-all-carts')).toBe(true);
    expect(serverPathPattern.test('/order-api/orders')).toBe(true);
    expect(serverPathPattern.test('/order-api/pincode/110001')).toBe(true);
    expect(serverPathPattern.test('/images/p/1.webp')).toBe(true);
    expect(serverPathPattern.test('/cart-apis')).toBe(false);
    expect(serverPathPattern.test('/view-carts')).toBe(false);
  });
});

describe('paths', () => {
  it('fills a route’s parameter in, encoded, where its pattern names it', () => {
    expect(paths.productDetail.pattern).toBe('/detail-view/:prodId');
    expect(paths.productDetail('a b/c')).toBe('/detail-view/a%20b%2Fc');
    expect(paths.account.orderDetails('7')).toBe('/account/order_details/7');
  });
});

describe('the crawler documents (the shop server’s robots.txt and sitemaps)', () => {
  it.each(['/robots.txt', '/sitemap.xml', '/sitemaps/hi/products-1.xml'])('%s is never a screen', (path) => {
    expect(serverPathPattern.test(path)).toBe(true);
  });

  it('matches them as written, not as patterns', () => {
    expect(serverPathPattern.test('/robotsXtxt')).toBe(false);
    expect(serverPathPattern.test('/sitemap')).toBe(false);
  });
});
