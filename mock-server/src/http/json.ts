/** Sends JSON assembled from pre-encoded pieces (catalogue slices), without re-serializing them. */
import type { FastifyReply } from 'fastify';

export const jsonContentType = 'application/json; charset=utf-8';

export function sendJsonParts(reply: FastifyReply, parts: readonly (string | Buffer)[]) {
  const body = Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
  return reply.type(jsonContentType).send(body);
}
