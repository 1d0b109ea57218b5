/**
 * Pages go out compressed as the browser's Accept-Encoding allows: brotli (quality 4, quick enough
 * for any page), else gzip. The home page's HTML is about 120 kB plain and 17 kB in brotli: on slow
 * 3G (400 ms round trips, 400 Kbps) that is the first paint in one window or after several (issue
 * 36's FCP ≤ 2.5 s).
 *
 * A page handed out again (the renderer's page cache: the same string, 10 s) is compressed once:
 * its copies are kept beside it, within `maxBytes`, least recently used first out. Compressing the
 * home page for every shopper cost three quarters of the server's pages a second.
 *
 * Only HTML: the shop's files come as the build's .br and .gz copies (web.ts), the cached catalogue
 * answers are compressed once per fill, and forwarded answers keep the upstream's own encoding
 * (decision 022). Request bodies are forwarded as they came, never inflated here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (page: string) => Promise<Buffer>> = {
  br: (page) =>
    promisify(brotliCompress)(page, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page),
      },
    }),
  gzip: (page) => promisify(gzip)(page),
};

/** Smaller pages are sent as they are: one packet either way. */
const minimumBytes = 1024;

const isHtml = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html');
const namesAcceptEncoding = (vary: string) => /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary);

/** A page's copies, one per encoding asked for so far. */
type Copies = Partial<Record<Encoding, Buffer>>;

/**
 * Compressed copies of the pages sent lately, keyed by the page's HTML itself, within `maxBytes`
 * (the page and its copies), least recently used first out: lru-cache, as the catalogue cache.
 */
export function compressedCopies(maxBytes: number) {
  const kept = new LRUCache<string, Copies>({
    maxSize: maxBytes,
    sizeCalculation: (copies, page) =>
      Object.values(copies).reduce((total, copy) => total + copy.byteLength, page.length * 2),
  });
  return async (page: string, encoding: Encoding): Promise<Buffer> => {
    const copies = kept.get(page) ?? {};
    const ready = copies[encoding];
    if (ready) return ready;
    const copy = await compressors[encoding](page);
    // Set again, so that its size counts the new copy (a page larger than the bound is not kept).
    kept.set(page, { ...(kept.get(page) ?? copies), [encoding]: copy });
    return copy;
  };
}

export interface PageCompressionOptions {
  /** Memory for compressed copies and the pages they belong to (default 32 MB). */
  maxBytes?: number;
}

export const pageCompression = fp<PageCompressionOptions>(
  async (app, { maxBytes = 32 * 1024 * 1024 }) => {
    const compressed = compressedCopies(maxBytes);
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!isHtml(reply.getHeader('content-type'))) return payload;
      // Every page varies on Accept-Encoding, the plain one too: a shared cache that kept a plain
      // copy would otherwise give it to every browser.
      const vary = String(reply.getHeader('vary') ?? '');
      if (!namesAcceptEncoding(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      if (typeof payload !== 'string' || payload.length < minimumBytes || reply.hasHeader('content-encoding'))
        return payload;
      // The server's preference, among what the browser takes: brotli is the smaller.
      const encoding = (['br', 'gzip'] as const).find((name) => request.encodings([name]) === name);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding).removeHeader('content-length');
      return compressed(payload, encoding);
    });
  },
  { name: 'page-compression', dependencies: ['@fastify/accepts'] },
);
