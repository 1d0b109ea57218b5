/**
 * A kept page is compressed once: its brotli and gzip copies are made when the page cache first hands
 * it out again (src/pages/cache.ts, server-kit/compress) and every answer after takes its bytes from
 * them, in the encoding the request takes. A page asked for once (a distinct URL) keeps no copies:
 * its one answer is compressed in the one encoding it takes (issue 48: copies kept for one-off pages
 * were most of a replica's memory under distinct-URL load). Observed at the compressor itself
 * (server-kit/compress's `compressedCopies`, counted), not by time.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { describe, expect, it, vi } from 'vitest';
import { startShop, upstreamDouble } from './helpers.js';
import { products } from './upstream-double.js';

const compressed = vi.hoisted(() => ({ pages: [] as string[] }));
vi.mock('server-kit/compress', async (importOriginal) => {
  const real = await importOriginal<typeof import('server-kit/compress')>();
  return {
    ...real,
    compressedCopies: (body: Buffer | string, text?: boolean) => {
      if (typeof body === 'string' && body.startsWith('<!doctype html>')) compressed.pages.push(body);
      return real.compressedCopies(body, text);
    },
  };
});

/** A navigation's answer as it came over the wire, its body not decoded. */
async function raw(url: string, acceptEncoding: string) {
  const answer = await request(url, { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } });
  return { encoding: answer.headers['content-encoding'], bytes: Buffer.from(await answer.body.arrayBuffer()) };
}

describe('a kept page', () => {
  it('is compressed once, and every answer takes its copy', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const product = products[2]!;
    const url = `${shop.url}/detail-view/${product._id}`;
    const isThePage = (html: string) => html.includes(product.content.price.sell_price);

    const first = await raw(url, 'gzip, deflate, br');
    const second = await raw(url, 'gzip, deflate, br');
    const gzipped = await raw(url, 'gzip');
    expect([first.encoding, second.encoding, gzipped.encoding]).toEqual(['br', 'br', 'gzip']);
    expect(second.bytes.equals(first.bytes), 'the same bytes, from the same copy').toBe(true);
    const html = brotliDecompressSync(first.bytes).toString();
    expect(isThePage(html)).toBe(true);
    expect(gunzipSync(gzipped.bytes).toString()).toBe(html);
    expect(compressed.pages.filter(isThePage), 'compressed once, when it was handed out again').toEqual([html]);
  });
});

describe('a page asked for once', () => {
  it('is compressed for its one answer only, and keeps no copies', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const product = products[3]!;
    const isThePage = (html: string) => html.includes(product.content.price.sell_price);
    const answer = await raw(`${shop.url}/detail-view/${product._id}`, 'gzip, deflate, br');
    expect(answer.encoding).toBe('br');
    expect(isThePage(brotliDecompressSync(answer.bytes).toString())).toBe(true);
    expect(compressed.pages.filter(isThePage), 'no copies made for it').toEqual([]);
  });
});
