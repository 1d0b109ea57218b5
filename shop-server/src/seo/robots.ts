/**
 * The shop's robots.txt (RFC 9309, as Google reads it): every page may be crawled except what is
 * endless, thin or one shopper's (search results, the cart, sign-in, checkout, the account: the
 * renderer's `siteMap.unlisted`), in every language (`/search`, `/hi/search`, ...), and nothing of
 * the server's own that is no page (the API's prefixes, from openapi.yaml through server-kit's
 * table, and the search suggestions). Then where the sitemap index is. A rule is a path prefix, so
 * `/account` covers `/account/orders`; the API's prefixes exist only at the root.
 */
import type { ShopSiteMap } from 'web/server/contract';

export interface RobotsInput {
  /** Paths the server answers that are no page: the API's prefixes, the search suggestions. */
  serverPaths: readonly string[];
  /** The shop's own words, or none (no renderer): then only the server's paths are named. */
  siteMap: Pick<ShopSiteMap, 'languages' | 'localizedPath' | 'unlisted'> | undefined;
  /** The sitemap index's absolute URL, when there are sitemaps. */
  sitemapUrl: string | undefined;
}

export function robotsTxt({ serverPaths, siteMap, sitemapUrl }: RobotsInput): string {
  const pages = siteMap
    ? siteMap.languages.flatMap((language) => siteMap.unlisted.map((path) => siteMap.localizedPath(path, language)))
    : [];
  const disallowed = [...new Set([...serverPaths, ...pages])];
  const lines = ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`)];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}
