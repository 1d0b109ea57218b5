/**
 * Compressed answers, for shoppers on slow mobile networks:
 * - every JSON, HTML or SVG answer over 1 KB is compressed (brotli, else gzip) as the client's
 *   Accept-Encoding allows (@fastify/compress; brotli at quality 4, fast enough per request);
 * - an answer that is the same every time for a key (the whole catalogue, for one origin) is
 *   compressed once per encoding, at brotli's and gzip's best, and the bytes are kept
 *   (server-kit/cache): `compressedOncePerKey`.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { createCache } from 'server-kit/cache';
import { takenEncoding, type Encoding } from 'server-kit/compress';
import { unchanging, weightWithin } from './cache.js';

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

/** `body` compressed in `encoding`, off the event loop. */
async function compressed({ length, stream }: { length: number; stream: Readable }, encoding: Encoding) {
  const compressor = compressorFor[encoding](length);
  const [, bytes] = await Promise.all([pipeline(stream, compressor), buffer(compressor)]);
  return bytes;
}

/** A body that depends on a key (the catalogue's image URLs depend on the answer's origin). */
export type KeyedBody = (key: string) => { length: number; stream: Readable };

export interface CompressedOnceOptions {
  /** Keys whose copies are kept at most (default 4). */
  maxKeys?: number;
  /** Compressed bytes kept at most, every key's and encoding's (default 64 MiB). */
  maxBytes?: number;
}

/**
 * A body per key, compressed once per encoding on first request (off the event loop) and then
 * sent from memory, for keys the caller vouches for (`kept`: an origin that names this server, not
 * a Host a client made up): at most `maxKeys` of them, the least recently used going first. Keys
 * come from clients (the Host header), so others are not kept: they stream, and @fastify/compress
 * compresses them per request like any other answer. Memory stays bounded, forged Hosts cannot
 * take the places, and cycling Host headers cannot make the server compress at brotli's best on
 * every request. A client that takes neither encoding gets the plain stream.
 */
export function compressedOncePerKey(
  bodyFor: KeyedBody,
  contentType: string,
  { maxKeys = 4, maxBytes = 64 << 20 }: CompressedOnceOptions = {},
) {
  const copies = createCache<Buffer, { key: string; encoding: Encoding }>({
    ...unchanging,
    maxBytes,
    // Two encodings a key.
    sizeOf: weightWithin(maxBytes, 2 * maxKeys, (bytes, name) => bytes.length + 2 * name.length),
    fill: async (_name, { key, encoding }) => ({ keep: await compressed(bodyFor(key), encoding) }),
  });
  return {
    async send(request: FastifyRequest, reply: FastifyReply, key: string, kept: boolean) {
      reply.type(contentType);
      const encoding = kept ? takenEncoding(request) : undefined;
      if (kept) reply.header('vary', 'accept-encoding');
      if (!encoding) {
        const { length, stream } = bodyFor(key);
        return reply.header('content-length', length).send(stream);
      }
      const { value: bytes } = await copies.read(`${encoding} ${key}`, { context: { key, encoding } });
      return reply.header('content-encoding', encoding).header('content-length', bytes.length).send(bytes);
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
