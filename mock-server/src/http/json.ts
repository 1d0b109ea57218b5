/**
 * Sends JSON assembled from pre-encoded pieces (catalogue slices), without re-serializing them. The
 * pieces are bytes, so a route encodes its fixed punctuation (`{"prod":[`) once, at start-up.
 */
import type { FastifyReply } from 'fastify';
import { createCache } from 'server-kit/cache';
import { unchanging, weightWithin } from './cache.js';

export const jsonContentType = 'application/json; charset=utf-8';

/** A fixed piece of JSON as bytes, made once when a route is set up. */
export const jsonPart = (text: string): Buffer => Buffer.from(text);

export function sendJsonParts(reply: FastifyReply, parts: readonly Buffer[]) {
  return sendJson(reply, Buffer.concat(parts));
}

/**
 * What one kept entry costs besides its body: the key (UTF-16 in V8, up to 2 bytes a character) is
 * added per entry; this is the rest (the Buffer object, the cache's map entry and list slots),
 * rounded up. A body of 11 bytes is not an 11-byte entry (issue 38).
 */
export const keptEntryOverheadBytes = 200;

export interface KeptJsonBodiesOptions {
  /** Bodies, keys and overhead kept at most. */
  maxBytes: number;
  /** Entries kept at most, however small. */
  maxEntries: number;
}

export interface KeptJsonBodies {
  /** The body kept under `key`, else the one `parts` assemble (kept from now on). */
  body(key: string, parts: () => readonly Buffer[]): Promise<Buffer>;
  /** Entries kept now. */
  readonly size: number;
}

/**
 * JSON bodies assembled once and then kept whole (server-kit/cache), by a key that names
 * everything they depend on (a page and the origin spliced into its URLs): one asked for again is
 * the bytes it was, with no splicing and no copy. Only for answers that cannot change while the
 * server runs (the catalogue's); the least recently used go first once `maxBytes` (bodies, keys
 * and overhead) or `maxEntries` are kept.
 */
export function keptJsonBodies({ maxBytes, maxEntries }: KeptJsonBodiesOptions): KeptJsonBodies {
  const kept = createCache<Buffer, () => readonly Buffer[]>({
    ...unchanging,
    maxBytes,
    sizeOf: weightWithin(maxBytes, maxEntries, (body, key) => body.length + 2 * key.length + keptEntryOverheadBytes),
    fill: async (_key, parts) => ({ keep: Buffer.concat(parts()) }),
  });
  return {
    body: async (key, parts) => (await kept.read(key, { context: parts })).value,
    get size() {
      return kept.size;
    },
  };
}

/** Sends bytes that are JSON already. */
export const sendJson = (reply: FastifyReply, body: Buffer) => reply.header('content-type', jsonContentType).send(body);
