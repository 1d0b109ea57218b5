/**
 * The sitemaps: an index naming each language's pages, listings and product sitemaps; every URL
 * absolute from PUBLIC_URL, in its language, with its six alternates and the x-default; products
 * split at `productsPerSitemap` (here 10; 50,000 by default, seo-streaming.test.ts); an upstream
 * that fails gives a 503, never a 200 cut short.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import type { ShopRendererModule } from 'web/server/contract';
import {
  maxSitemapBytes,
  maxUrlsPerSitemap,
  productsPerSitemapFor,
  urlsetHead,
  urlsetTail,
  urlWriter,
} from '../src/seo/sitemap-xml.js';
import { createdAt, generatedUpstream, idAt, seoShop, type CatalogueOptions } from './seo-catalogue.js';

const publicUrl = 'https://shop.example.in';
const languages = ['en', 'hi', 'mr', 'bn', 'ta', 'te'];
const prefixOf = (language: string) => (language === 'en' ? '' : `/${language}`);
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface Link {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}
interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': Link[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

/** `xml`, checked well-formed, parsed. */
function parsed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as {
    urlset?: { '@_xmlns': string; '@_xmlns:xhtml': string; url?: UrlEntry[] };
    sitemapindex?: { '@_xmlns': string; sitemap: { loc: string }[] };
  };
}

async function sitemapShop(catalogue: CatalogueOptions, options: { freshMs?: number } = {}) {
  const upstream = await generatedUpstream(catalogue);
  const shop = await seoShop({ apiBaseUrl: upstream.url, publicUrl, sitemaps: { productsPerSitemap: 10 }, ...options });
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${shop.url}${path}`, init);
    return { response, text: await response.text() };
  };
  /** The `<url>`s of a sitemap, checked an XML urlset of the sitemap namespace with xhtml's. */
  const urlsOf = async (path: string) => {
    const { response, text } = await get(path);
    expect(response.status, path).toBe(200);
    const { urlset } = parsed(text);
    expect(urlset?.['@_xmlns']).toBe(sitemapNamespace);
    expect(urlset?.['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    return urlset?.url ?? [];
  };
  return { upstream, shop, get, urlsOf };
}

/** A URL's alternates: one per language and the x-default (English), each the page in that language. */
function expectAlternates(url: UrlEntry, path: string) {
  expect(url['xhtml:link'].map((link) => link['@_hreflang'])).toEqual([...languages, 'x-default']);
  for (const link of url['xhtml:link']) {
    expect(link['@_rel']).toBe('alternate');
    const language = link['@_hreflang'] === 'x-default' ? 'en' : link['@_hreflang'];
    expect(link['@_href']).toBe(`${publicUrl}${prefixOf(language)}${path}`);
  }
}

describe('GET /sitemap.xml', () => {
  it('is an index naming, per language, the pages, the listings and one product sitemap per 10 products', async () => {
    const { get } = await sitemapShop({ size: 23 });
    const { response, text } = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=600\b/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const { sitemapindex } = parsed(text);
    expect(sitemapindex?.['@_xmlns']).toBe(sitemapNamespace);
    const locations = sitemapindex?.sitemap.map((sitemap) => sitemap.loc) ?? [];
    for (const loc of locations) expect(loc.startsWith(`${publicUrl}/sitemaps/`), loc).toBe(true);
    expect(locations).toEqual(
      languages.flatMap((language) =>
        ['pages', 'listings', 'products-1', 'products-2', 'products-3'].map(
          (file) => `${publicUrl}/sitemaps/${language}/${file}.xml`,
        ),
      ),
    );
  });

  it('names no product sitemap for an empty catalogue', async () => {
    const { get } = await sitemapShop({ size: 0 });
    const locations = parsed((await get('/sitemap.xml')).text).sitemapindex?.sitemap.map(({ loc }) => loc);
    expect(locations).toHaveLength(12);
    expect(locations?.some((loc) => loc.includes('products-'))).toBe(false);
  });
});

describe('GET /sitemaps/<language>/products-<n>.xml', () => {
  it('lists every product once in every language, 10 a sitemap, with 6 alternates, the x-default and its lastmod', async () => {
    const { urlsOf, upstream } = await sitemapShop({ size: 23 });
    for (const language of languages) {
      const sitemaps = await Promise.all([1, 2, 3].map((n) => urlsOf(`/sitemaps/${language}/products-${n}.xml`)));
      expect(sitemaps.map((urls) => urls.length)).toEqual([10, 10, 3]);
      sitemaps.flat().forEach((url, position) => {
        const path = `/detail-view/${idAt(position)}`;
        expect(url.loc).toBe(`${publicUrl}${prefixOf(language)}${path}`);
        expect(url.lastmod).toBe(createdAt(position));
        expectAlternates(url, path);
      });
    }
    // A sitemap of 10 read one upstream page of up to 200 products (the one that holds its slice).
    expect(upstream.pagesServed).toBe(18);
  });

  it('answers a 404 past the last product sitemap, for an unknown language or file', async () => {
    const { get } = await sitemapShop({ size: 23 });
    for (const path of [
      '/sitemaps/en/products-4.xml',
      '/sitemaps/en/products-0.xml',
      '/sitemaps/en/products-01.xml',
      '/sitemaps/fr/products-1.xml',
      '/sitemaps/en/products.xml',
      '/sitemaps/en/other.xml',
    ]) {
      const { response, text } = await get(path);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(text), path).toEqual({ status: false, msg: 'No such sitemap.' });
    }
  });

  it('leaves out a record whose id is no product id, and omits lastmod where the data has no date', async () => {
    const { urlsOf } = await sitemapShop({ size: 12, described: false, badIdsAt: [3] });
    const urls = [...(await urlsOf('/sitemaps/hi/products-1.xml')), ...(await urlsOf('/sitemaps/hi/products-2.xml'))];
    expect(urls.map((url) => url.loc)).toEqual(
      [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11].map((position) => `${publicUrl}/hi/detail-view/${idAt(position)}`),
    );
    expect(urls.some((url) => 'lastmod' in url)).toBe(false);
  });

  it('is compressed in brotli or gzip when the client takes it', async () => {
    const { shop } = await sitemapShop({ size: 23 });
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await shop.app.inject({
        url: '/sitemaps/ta/products-1.xml',
        headers: { 'accept-encoding': encoding },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      const xml = decompress(answer.rawPayload).toString();
      expect(answer.rawPayload.length).toBeLessThan(xml.length / 3);
      expect(parsed(xml).urlset?.url).toHaveLength(10);
    }
  });

  it('answers HEAD from the first page alone, without a body', async () => {
    const { shop, upstream } = await sitemapShop({ size: 23 });
    const response = await fetch(`${shop.url}/sitemaps/en/products-2.xml`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toBe('');
    expect(upstream.pagesServed).toBe(1);
  });
});

describe('GET /sitemaps/<language>/pages.xml and listings.xml', () => {
  it('lists the public pages in the language, none of search, cart, account or sign-in, without asking the upstream', async () => {
    const { urlsOf, upstream } = await sitemapShop({ size: 23 });
    const urls = await urlsOf('/sitemaps/hi/pages.xml');
    const locations = urls.map((url) => url.loc);
    expect(locations).toEqual(
      expect.arrayContaining([`${publicUrl}/hi/`, `${publicUrl}/hi/helpcentre`, `${publicUrl}/hi/pages/terms`]),
    );
    for (const loc of locations) {
      expect(loc.startsWith(`${publicUrl}/hi/`), loc).toBe(true);
      expect(loc).not.toMatch(/\/(search|view-carts|account|checkout|login|register)\b/);
    }
    for (const url of urls) expectAlternates(url, url.loc.slice(`${publicUrl}/hi`.length));
    expect(urls[0]?.['xhtml:link'].at(-1)?.['@_href']).toBe(`${publicUrl}/`);
    expect(upstream.pagesServed + upstream.probesServed).toBe(0);
  });

  it('lists one listing per category, the first product carrying it', async () => {
    const { urlsOf, upstream } = await sitemapShop({ size: 1001 });
    const urls = await urlsOf('/sitemaps/mr/listings.xml');
    expect(urls.map((url) => url.loc)).toEqual(
      [0, 1, 2].map((position) => `${publicUrl}/mr/filter-product/${idAt(position)}`),
    );
    expectAlternates(urls[0]!, `/filter-product/${idAt(0)}`);
    expect(urls[0]).not.toHaveProperty('lastmod');
    // Three of the shop's ten categories: the whole catalogue was read for the others (6 pages of 200).
    expect(upstream.pagesServed).toBe(6);
  });

  it('stops reading once every category of the shop’s navigation has its listing', async () => {
    const { siteMap } = (await import(inject('rendererEntry'))) as ShopRendererModule;
    const categories = siteMap?.categories ?? [];
    expect(categories).toHaveLength(10);
    const { urlsOf, upstream } = await sitemapShop({ size: 5000, categories });
    const urls = await urlsOf('/sitemaps/en/listings.xml');
    expect(urls.map((url) => url.loc)).toEqual(
      categories.map((_, position) => `${publicUrl}/filter-product/${idAt(position)}`),
    );
    expect(upstream.pagesServed).toBe(1);
  });

  it('lists the whole catalogue’s listing once when products carry no category (the hosted API)', async () => {
    const { urlsOf } = await sitemapShop({ size: 30, described: false });
    expect((await urlsOf('/sitemaps/en/listings.xml')).map((url) => url.loc)).toEqual([
      `${publicUrl}/filter-product/${idAt(0)}`,
    ]);
  });
});

describe('an upstream that fails', () => {
  it('gives a 503 with the server’s error body and Retry-After, for the index and every catalogue sitemap', async () => {
    const { upstream, get } = await sitemapShop({ size: 23 });
    upstream.failAll = true;
    for (const path of ['/sitemap.xml', '/sitemaps/en/products-1.xml', '/sitemaps/en/listings.xml']) {
      const { response, text } = await get(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('10');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(JSON.parse(text), path).toEqual({ status: false, msg: 'The shop’s API failed. Please try again.' });
    }
  });

  it('gives a 503, not a 200, when the count was kept but the first page fails', async () => {
    const { upstream, get } = await sitemapShop({ size: 23 });
    expect((await get('/sitemap.xml')).response.status).toBe(200);
    upstream.failPages = true;
    // The count is kept (as the catalogue's reads are): the index still answers.
    expect((await get('/sitemap.xml')).response.status).toBe(200);
    const { response, text } = await get('/sitemaps/bn/products-2.xml');
    expect(response.status).toBe(503);
    expect(text).not.toContain('<urlset');
  });
});

describe('the protocol’s bounds', () => {
  it('splits at 50,000 products, or fewer when a long PUBLIC_URL would take a sitemap past 50 MiB', async () => {
    expect(maxUrlsPerSitemap).toBe(50_000);
    expect(maxSitemapBytes).toBe(52_428_800);
    const { siteMap } = (await import(inject('rendererEntry'))) as ShopRendererModule;
    if (!siteMap) throw new Error('the renderer exports no siteMap');
    const product = siteMap.productPath(idAt(0));
    expect(productsPerSitemapFor(urlWriter(publicUrl, siteMap), siteMap.languages, product)).toBe(50_000);

    const longOrigin = `https://${'a'.repeat(60)}.${'b'.repeat(60)}.example.in`;
    const write = urlWriter(longOrigin, siteMap);
    const split = productsPerSitemapFor(write, siteMap.languages, product);
    expect(split).toBeLessThan(50_000);
    const largest = Math.max(...languages.map((language) => Buffer.byteLength(write(product, language, createdAt(0)))));
    expect(urlsetHead.length + split * largest + urlsetTail.length).toBeLessThanOrEqual(maxSitemapBytes);
    expect(urlsetHead.length + (split + 1) * largest + urlsetTail.length).toBeGreaterThan(maxSitemapBytes);
  });
});
