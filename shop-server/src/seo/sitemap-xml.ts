/**
 * The sitemaps' XML (sitemaps.org's protocol, with Google's `xhtml:link` language alternates),
 * written as strings a piece at a time: a `<url>` per page, so a sitemap of 50,000 products is
 * streamed, never held. Every page is named in one language and lists itself in every language,
 * English (at the root) as the x-default. Everything written from data is XML-escaped.
 */
import type { ShopSiteMap } from 'web/server/contract';

export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

/** The protocol's bounds on one file: 50,000 URLs (or sitemaps, in an index), 50 MiB before compression. */
export const maxUrlsPerSitemap = 50_000;
export const maxSitemapBytes = 50 * 1024 * 1024;

const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const urlsetHead = `${declaration}<urlset xmlns="${sitemapNamespace}" xmlns:xhtml="${xhtmlNamespace}">\n`;
export const urlsetTail = '</urlset>\n';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

/** A W3C datetime (`2024-05-01T10:20:30.000Z`) of a date the data gives, or none when it is no date. */
export function lastmodOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const time = new Date(value).getTime();
  if (!Number.isFinite(time)) return undefined;
  const iso = new Date(time).toISOString();
  // Years past 9999 (and before 0) are written `+010000-...`, which the protocol does not read.
  return /^\d{4}-/.test(iso) ? iso : undefined;
}

/** A sitemap index naming `locations` (absolute URLs). */
export function sitemapIndex(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${declaration}<sitemapindex xmlns="${sitemapNamespace}">\n${entries}</sitemapindex>\n`;
}

export type UrlWriter = (path: string, language: string, lastmod?: string) => string;

/**
 * Writes the `<url>` of the shop's own `path` (`/detail-view/abc`) in `language`, at `origin`
 * (PUBLIC_URL), with its alternates in every language and the x-default.
 */
export function urlWriter(origin: string, siteMap: Pick<ShopSiteMap, 'languages' | 'localizedPath'>): UrlWriter {
  const [xDefault] = siteMap.languages;
  const urlOf = (path: string, language: string) => escapeXml(`${origin}${siteMap.localizedPath(path, language)}`);
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${href}"/>`;
  return (path, language, lastmod) => {
    const alternates = siteMap.languages.map((code) => link(code, urlOf(path, code)));
    if (xDefault !== undefined) alternates.push(link('x-default', urlOf(path, xDefault)));
    const modified = lastmod === undefined ? '' : `<lastmod>${escapeXml(lastmod)}</lastmod>`;
    return `<url><loc>${urlOf(path, language)}</loc>${modified}${alternates.join('')}</url>\n`;
  };
}

/**
 * How many products one sitemap may name: 50,000, or fewer when the largest product entry (the
 * longest language's URL, a full lastmod) would take a file of 50,000 past 50 MiB (a long PUBLIC_URL).
 */
export function productsPerSitemapFor(write: UrlWriter, languages: readonly string[], productPath: string): number {
  const largest = Math.max(
    ...languages.map((language) => Buffer.byteLength(write(productPath, language, '2000-01-01T00:00:00.000Z'))),
  );
  const room = maxSitemapBytes - Buffer.byteLength(urlsetHead) - Buffer.byteLength(urlsetTail);
  return Math.max(1, Math.min(maxUrlsPerSitemap, Math.floor(room / largest)));
}
