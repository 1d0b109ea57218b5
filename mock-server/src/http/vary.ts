/**
 * Adds names to an answer's Vary header, keeping those already there. Several plugins vary an
 * answer (CORS on Origin, compression on Accept-Encoding, image URLs on Host): replacing the header
 * would let a shared cache serve one origin's or one host's answer to another.
 */
import type { FastifyReply } from 'fastify';

/** The merged header per list of names and header before it: the same few pairs come on every answer. */
const merged = new WeakMap<readonly string[], Map<string, string>>();
const maxMergedPerList = 32;

function mergedVary(current: string, names: readonly string[]): string {
  const present = new Set(current.split(',').map((name) => name.trim().toLowerCase()));
  const missing = names.filter((name) => name && !present.has(name.toLowerCase()));
  if (present.has('*') || missing.length === 0) return current;
  return [current, ...missing].filter(Boolean).join(', ');
}

export function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = String(reply.getHeader('vary') ?? '');
  let byCurrent = merged.get(names);
  if (!byCurrent) merged.set(names, (byCurrent = new Map()));
  let next = byCurrent.get(current);
  if (next === undefined) {
    next = mergedVary(current, names);
    // Names an upstream sends could be anything: past a few, merge each time instead of keeping them.
    if (byCurrent.size < maxMergedPerList) byCurrent.set(current, next);
  }
  if (next !== current) reply.header('vary', next);
}
