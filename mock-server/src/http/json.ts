/**
 * Sends JSON assembled from pre-encoded pieces (catalogue slices), without re-serializing them. The
 * pieces are bytes, so a route encodes its fixed punctuation (`{"prod":[`) once, at start-up.
 */
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

export const jsonContentType = 'application/json; charset=utf-8';

/** A fixed piece of JSON as bytes, made once when a route is set up. */
export const jsonPart = (text: string): Buffer => Buffer.from(text);

export function sendJsonParts(reply: FastifyReply, parts: readonly Buffer[]) {
  return sendJson(reply, Buffer.concat(parts));
}

/**
 * JSON bodies assembled once and then kept whole, by a key that names everything they depend on (a
 * page and the origin spliced into its URLs): one asked for again is the bytes it was, with no
 * splicing and no copy. Only for answers that cannot change while the server runs (the
 * catalogue's); the least recently used go first once `maxBytes` are kept.
 */
export function keptJsonBodies(maxBytes: number) {
  const kept = new LRUCache<string, Buffer, () => readonly Buffer[]>({
    maxSize: maxBytes,
    sizeCalculation: (body) => body.length,
    memoMethod: (_key, _stale, { context: parts }) => Buffer.concat(parts()),
  });
  /** The body kept under `key`, else the one `parts` assemble (kept from now on). */
  return (key: string, parts: () => readonly Buffer[]): Buffer => kept.memo(key, { context: parts });
}

/** Sends bytes that are JSON already. */
export const sendJson = (reply: FastifyReply, body: Buffer) => reply.header('content-type', jsonContentType).send(body);
