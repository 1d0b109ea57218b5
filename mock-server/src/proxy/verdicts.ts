/**
 * What checking an upstream answer concluded, kept per answer bytes: the same bytes under the same
 * operation, status, content type and content encoding decode, parse and validate the same way
 * every time, so an answer seen before gets that answer's mismatches (counted again in drift, as if
 * checked) without being parsed again. Every answer is still judged; only identical ones share the
 * work. A crawl, a test suite or a shop reloading a page gets the same few bodies again and again:
 * parsing and validating them was most of the proxy's time (decision 017).
 *
 * The bytes are known by their SHA-256, and only a bounded number of verdicts is kept (the least
 * recently used goes), so an upstream with ever-new answers costs a hash per answer and no memory.
 */
import { LRUCache } from 'lru-cache';
import { hash } from 'node:crypto';
import type { Mismatch } from '../contract/mismatches.js';
import { oncePerAnswer } from './per-answer.js';

export const defaultKeptVerdicts = 512;

export interface AnswerFacts {
  operationId: string;
  status: number;
  contentType: string;
  contentEncoding: string;
  method: string;
  body: Buffer;
}

export interface Verdicts {
  /** The mismatches of an answer with these facts, from memory or from `check` (which is then kept). */
  judge(facts: AnswerFacts, check: () => Promise<Mismatch[] | undefined>): Promise<Mismatch[] | undefined>;
}

/** The bytes' SHA-256, once per answer. */
const digestOf = oncePerAnswer((body: Buffer) => hash('sha256', body, 'base64'));

export function createVerdicts(kept = defaultKeptVerdicts): Verdicts {
  // Wrapped: lru-cache keeps no undefined value, and `undefined` is a verdict (the answer was not checked).
  const verdicts = new LRUCache<string, { found: Mismatch[] | undefined }>({ max: kept });
  return {
    async judge(facts, check) {
      const { operationId, status, contentType, contentEncoding, method, body } = facts;
      const key = `${operationId}\n${method}\n${status}\n${contentType}\n${contentEncoding}\n${digestOf(body)}`;
      const known = verdicts.get(key);
      if (known) return known.found;
      const found = await check();
      verdicts.set(key, { found });
      return found;
    },
  };
}
