/**
 * Pages go out compressed, per request, as the browser's Accept-Encoding allows: brotli (at
 * @fastify/compress's quality 4, quick enough for every page), else gzip. The home page's HTML is
 * about 120 kB plain and 17 kB in brotli: on slow 3G (400 ms round trips, 400 Kbps) that is the
 * first paint in one window or after several (issue 36's FCP ≤ 2.5 s).
 *
 * Only HTML: the shop's files come as the build's .br and .gz copies (web.ts), the cached catalogue
 * answers are compressed once per fill, and forwarded answers keep the upstream's own encoding
 * (decision 022). Request bodies are forwarded as they came, never inflated here.
 */
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

const isHtml = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html');
const namesAcceptEncoding = (vary: string) => /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary);

export const pageCompression = fp(
  async (app) => {
    // Every page varies on Accept-Encoding, the plain one too (@fastify/compress names it only when
    // it compresses): a shared cache that kept a plain copy would otherwise give it to every browser.
    // In lower case, as @fastify/compress looks for it, so that it does not add it twice.
    app.addHook('onSend', async (_request, reply, payload) => {
      const vary = String(reply.getHeader('vary') ?? '');
      if (isHtml(reply.getHeader('content-type')) && !namesAcceptEncoding(vary))
        reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
      return payload;
    });
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: /^text\/html(?:;|$)/,
      globalDecompression: false,
    });
  },
  { name: 'page-compression' },
);
