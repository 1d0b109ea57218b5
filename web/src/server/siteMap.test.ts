import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router';
import { siteMap } from './siteMap';

/** The screen `path` opens: the last route matched, `*` for the not-found screen. */
const screenOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
const isUnlisted = (path: string) =>
  siteMap.unlisted.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));

describe('the site map a server reads for robots.txt and sitemaps', () => {
  it('lists six languages, English (the root, the x-default) first', () => {
    expect(siteMap.languages).toEqual(['en', 'hi', 'mr', 'bn', 'ta', 'te']);
    expect(siteMap.localizedPath('/plus', 'en')).toBe('/plus');
    expect(siteMap.localizedPath('/plus', 'ta')).toBe('/ta/plus');
    expect(siteMap.localizedPath('/', 'hi')).toBe('/hi/');
  });

  it('lists public pages the route table answers, none of them unlisted', () => {
    expect(siteMap.pages).toEqual(expect.arrayContaining(['/', '/helpcentre', '/pages/terms', '/the-gift-card-store']));
    for (const page of siteMap.pages) {
      expect(screenOf(page), page).toBeDefined();
      expect(screenOf(page), page).not.toBe('*');
      expect(isUnlisted(page), page).toBe(false);
    }
  });

  it('unlists search, the cart, sign-in, checkout and the account, and builds product and listing paths', () => {
    for (const path of ['/search?q=tv', '/view-carts', '/login', '/register', '/checkout/address', '/account/orders'])
      expect(isUnlisted(path), path).toBe(true);
    expect(isUnlisted(siteMap.productPath('abc'))).toBe(false);
    expect(siteMap.productPath('baac33b7c26893fcad35e0d5')).toBe('/detail-view/baac33b7c26893fcad35e0d5');
    expect(siteMap.listingPath('baac33b7c26893fcad35e0d5')).toBe('/filter-product/baac33b7c26893fcad35e0d5');
    expect(siteMap.categories).toContain('Mobiles & Tablets');
  });
});
