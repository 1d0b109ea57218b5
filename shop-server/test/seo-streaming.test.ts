/**
 * A catalogue of 100,000 products: two product sitemaps a language at the protocol's 50,000, each
 * streamed as the upstream is read, one page of 200 at a time and only as the client reads (a
 * client that stops reading stops the reading upstream), in bounded memory; bounded in number at
 * once and in time; and cut, never completed, by an upstream that fails midway.
 */
import { get as httpGet, type IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { createdAt, generatedUpstream, idAt, seoShop } from './seo-catalogue.js';

const publicUrl = 'https://shop.example.in';
const size = 100_000;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The collector, to measure what stays alive (not what is garbage yet) while a sitemap streams.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

async function largeShop(sitemaps: { streamsAtOnce?: number; deadlineMs?: number } = {}) {
  const upstream = await generatedUpstream({ size });
  const shop = await seoShop({ apiBaseUrl: upstream.url, publicUrl, sitemaps });
  return { upstream, shop };
}

/** The pages the upstream served, once that stops growing (the server waits: the socket's buffers are full). */
async function settledPages(upstream: { pagesServed: number }) {
  let last = -1;
  for (let tries = 0; tries < 30 && upstream.pagesServed !== last; tries += 1) {
    last = upstream.pagesServed;
    await later(300);
  }
  return last;
}

/** A GET as a plain socket reads it: no compression, and nothing read until the test reads it. */
const open = (url: string) =>
  new Promise<IncomingMessage>((resolve, reject) => httpGet(url, resolve).once('error', reject));

const urlLine = (language: string, position: number) => {
  const path = `/detail-view/${idAt(position)}`;
  const link = (code: string, prefix: string) =>
    `<xhtml:link rel="alternate" hreflang="${code}" href="${publicUrl}${prefix}${path}"/>`;
  const prefix = language === 'en' ? '' : `/${language}`;
  const links = ['en', 'hi', 'mr', 'bn', 'ta', 'te']
    .map((code) => link(code, code === 'en' ? '' : `/${code}`))
    .join('');
  return `<url><loc>${publicUrl}${prefix}${path}</loc><lastmod>${createdAt(position)}</lastmod>${links}${link('x-default', '')}</url>`;
};

/**
 * Reads a sitemap line by line as it arrives, holding one line at a time: each `<url>` line must be
 * the product at the next position; the head and the tail are checked well-formed XML around the first.
 */
async function readSitemap(
  response: IncomingMessage,
  language: string,
  firstPosition: number,
  onBytes?: (bytes: number) => void,
) {
  let rest = '';
  let bytes = 0;
  let urls = 0;
  const other: string[] = [];
  let first = '';
  for await (const chunk of response as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    onBytes?.(bytes);
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('<url>')) other.push(line);
      else if (line !== urlLine(language, firstPosition + urls)) throw new Error(`url ${urls}: ${line.slice(0, 200)}`);
      else {
        if (urls === 0) first = line;
        urls += 1;
      }
    }
  }
  expect(rest).toBe('');
  expect(XMLValidator.validate([...other.slice(0, 2), first, ...other.slice(2)].join('\n'))).toBe(true);
  expect(other).toEqual([
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    '</urlset>',
  ]);
  return { urls, bytes };
}

// Two sitemaps of ~47 MB each, read and checked line by line: longer than a page test on a busy machine.
describe('sitemaps of a 100,000-product catalogue', { timeout: 180_000 }, () => {
  it('are two a language of exactly 50,000 products each, streamed in bounded memory', async () => {
    const { shop, upstream } = await largeShop();
    const index = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    for (const language of ['en', 'hi', 'mr', 'bn', 'ta', 'te']) {
      expect(index).toContain(`<loc>${publicUrl}/sitemaps/${language}/products-2.xml</loc>`);
      expect(index).not.toContain(`/sitemaps/${language}/products-3.xml`);
    }

    for (const [n, language] of [
      [1, 'en'],
      [2, 'te'],
    ] as const) {
      collectGarbage();
      const baseline = process.memoryUsage().heapUsed;
      let growth = 0;
      let measuredAt = 0;
      const response = await open(`${shop.url}/sitemaps/${language}/products-${n}.xml`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const { urls, bytes } = await readSitemap(response, language, (n - 1) * 50_000, (received) => {
        // Every 4 MB, what is alive beyond what was before: the server's, the upstream's and this reader's.
        if (received - measuredAt < 4 * 1024 * 1024) return;
        measuredAt = received;
        collectGarbage();
        growth = Math.max(growth, process.memoryUsage().heapUsed - baseline);
      });
      expect(urls).toBe(50_000);
      // A sitemap of ~47 MB, never more than a few pages of it alive at once.
      expect(bytes).toBeGreaterThan(40 * 1024 * 1024);
      expect(bytes).toBeLessThan(50 * 1024 * 1024);
      expect(growth).toBeLessThan(16 * 1024 * 1024);
    }
    // 250 pages of 200 for each sitemap, and a few single products for the count.
    expect(upstream.pagesServed).toBe(500);
  });

  it('reads the upstream only as the client reads: a client that stops reading stops it, one that leaves ends it', async () => {
    const { shop, upstream } = await largeShop({ streamsAtOnce: 1 });
    const response = await open(`${shop.url}/sitemaps/hi/products-1.xml`);
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => response.once('readable', resolve));
    // The client reads nothing more: the server fills the socket's buffers (a few MB), then waits.
    const whilePaused = await settledPages(upstream);
    expect(whilePaused).toBeLessThan(80);
    await later(500);
    expect(upstream.pagesServed).toBe(whilePaused);

    // Meanwhile it is the one sitemap streaming: another waits its turn, a page without the catalogue does not.
    const busy = await fetch(`${shop.url}/sitemaps/en/products-2.xml`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('10');
    expect((await fetch(`${shop.url}/sitemaps/en/pages.xml`)).status).toBe(200);

    // The client leaves: nothing more is read, and its turn is free.
    response.destroy();
    const left = await settledPages(upstream);
    expect(left).toBeLessThan(80);
    expect((await fetch(`${shop.url}/sitemaps/en/products-2.xml`, { method: 'HEAD' })).status).toBe(200);
  });

  it('cuts a sitemap past its deadline, and one whose upstream fails midway, never completing it', async () => {
    const { shop, upstream } = await largeShop({ deadlineMs: 1500 });
    const slow = await open(`${shop.url}/sitemaps/en/products-1.xml`);
    await later(2000);
    const cut = await readSitemap(slow, 'en', 0).then(
      () => 'complete',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(cut).not.toBe('complete');

    const failing = await open(`${shop.url}/sitemaps/en/products-2.xml`);
    expect(failing.statusCode).toBe(200);
    upstream.failPages = true;
    const failed = await readSitemap(failing, 'en', 50_000).then(
      () => 'complete',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(failed).not.toBe('complete');
    expect(shop.logs.some((line) => line.msg === 'a sitemap was cut short: the catalogue could not be read')).toBe(
      true,
    );
  });
});
