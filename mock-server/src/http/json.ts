/**
 * Sends JSON assembled from pre-encoded pieces (catalogue slices), without re-serializing them. The
 * pieces are bytes, so a route encodes its fixed punctuation (`{"prod":[`) once, at start-up.
 */
import type { FastifyReply } from 'fastify';

export const jsonContentType = 'application/json; charset=utf-8';

/** A fixed piece of JSON as bytes, made once when a route is set up. */
export const jsonPart = (text: string): Buffer => Buffer.from(text);

export function sendJsonParts(reply: FastifyReply, parts: readonly Buffer[]) {
  return reply.header('content-type', jsonContentType).send(Buffer.concat(parts));
}
