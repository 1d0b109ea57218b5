/**
 * Compressed answers, for shoppers on slow mobile networks:
 * - every JSON, HTML or SVG answer over 1 KB is compressed (brotli, else gzip) as the client's
 *   Accept-Encoding allows (@fastify/compress; brotli at quality 4, fast enough per request);
 * - an answer that is the same every time (the whole catalogue, for one origin) is compressed once, at
 *   brotli's and gzip's best, and the bytes are kept: `compressedOnce`, `compressedOncePerKey`;
 * - the built storefront's files come with .br and .gz copies made at build time, which
 *   @fastify/static serves as they are (web.ts), so nothing is compressed per request there.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli if the client takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const range of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = range.trim().split(';');
    const q = Number(
      params
        .map((p) => p.trim())
        .find((p) => p.startsWith('q='))
        ?.slice(2) ?? '1',
    );
    accepted.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const takes = (encoding: Encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

/** Brotli's best quality takes about a second per megabyte: a 100,000-product catalogue gets a quicker one. */
const bestQualityUpTo = 4 << 20;

const compressorFor = {
  br: (size: number) =>
    createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: size <= bestQualityUpTo ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  gzip: () => createGzip({ level: constants.Z_BEST_COMPRESSION }),
} satisfies Record<Encoding, (size: number) => NodeJS.ReadWriteStream>;

/**
 * A body that never changes, compressed once per encoding on first request (off the event loop)
 * and then sent from memory. `send` negotiates; a client that takes neither gets the plain stream.
 */
export function compressedOnce(body: () => Readable, plainLength: number, contentType: string) {
  const cache = new Map<Encoding, Promise<Buffer>>();
  const compressed = (encoding: Encoding) => {
    let bytes = cache.get(encoding);
    if (!bytes) {
      const compressor = compressorFor[encoding](plainLength);
      bytes = Promise.all([pipeline(body(), compressor), buffer(compressor)]).then(([, out]) => out);
      cache.set(encoding, bytes);
    }
    return bytes;
  };
  return {
    async send(request: FastifyRequest, reply: FastifyReply) {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.type(contentType).header('vary', 'accept-encoding');
      if (!encoding) return reply.header('content-length', plainLength).send(body());
      const bytes = await compressed(encoding);
      return reply.header('content-encoding', encoding).header('content-length', bytes.length).send(bytes);
    },
  };
}

/** A body that depends on a key (the catalogue's image URLs depend on the answer's origin). */
export type KeyedBody = (key: string) => { length: number; stream: Readable };

/**
 * `compressedOnce` per key, for the first `maxKeys` keys the caller vouches for (`kept`: an origin
 * that names this server, not a Host a client made up). Keys come from clients (the Host header),
 * so others are not kept: they stream, and @fastify/compress compresses them per request like any
 * other answer. Memory stays bounded, forged Hosts cannot take the slots, and cycling Host headers
 * cannot make the server compress at brotli's best on every request.
 */
export function compressedOncePerKey(bodyFor: KeyedBody, contentType: string, maxKeys = 4) {
  const byKey = new Map<string, ReturnType<typeof compressedOnce>>();
  return {
    send(request: FastifyRequest, reply: FastifyReply, key: string, kept: boolean) {
      let once = byKey.get(key);
      if (!once && kept && byKey.size < maxKeys) {
        once = compressedOnce(() => bodyFor(key).stream, bodyFor(key).length, contentType);
        byKey.set(key, once);
      }
      if (once) return once.send(request, reply);
      const { length, stream } = bodyFor(key);
      return reply.type(contentType).header('content-length', length).send(stream);
    },
  };
}

/** Methods whose requests carry no body: nothing to decompress (RFC 9110, section 9.3). */
const bodilessMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);
const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]);

export const compressionPlugin = fp(
  async (app) => {
    // A request body may come gzip- or deflate-encoded (Express's body-parser, the hosted API's,
    // inflates it; @fastify/compress does too). A route that takes no body needs no such hook.
    app.addHook('onRoute', (route) => {
      if (route.decompress === undefined && methodsOf(route.method).every((method) => bodilessMethods.has(method)))
        route.decompress = false;
    });
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Only text: pictures and video are compressed already; SVG is text.
      customTypes: /^(?:text\/|application\/(?:json|javascript)|image\/svg\+xml)/,
    });
  },
  { name: 'compression' },
);
