/**
 * Adds names to an answer's Vary header, keeping those already there. Several plugins vary an
 * answer (CORS on Origin, compression on Accept-Encoding, image URLs on Host): replacing the header
 * would let a shared cache serve one origin's or one host's answer to another.
 */
import type { FastifyReply } from 'fastify';

export function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = String(reply.getHeader('vary') ?? '');
  const present = new Set(current.split(',').map((name) => name.trim().toLowerCase()));
  const missing = names.filter((name) => name && !present.has(name.toLowerCase()));
  if (present.has('*') || missing.length === 0) return;
  reply.header('vary', [current, ...missing].filter(Boolean).join(', '));
}
