/**
 * What checking an upstream answer concluded, kept per answer bytes: the same bytes under the same
 * operation, status, content type and content encoding decode, parse and validate the same way
 * every time, so an answer seen before gets that answer's mismatches (counted again in drift, as if
 * checked) without being parsed again. Every answer is still judged; only identical ones share the
 * work. A crawl, a test suite or a shop reloading a page gets the same few bodies again and again:
 * parsing and validating them was most of the proxy's time (decision 017).
 *
 * The bytes are known by their SHA-256, and only a bounded number of verdicts is kept
 * (server-kit/cache: the least recently used goes), so an upstream with ever-new answers costs a
 * hash per answer and no memory; identical answers checked at once share one check.
 */
import { hash } from 'node:crypto';
import { createCache } from 'server-kit/cache';
import type { Mismatch } from '../contract/mismatches.js';
import { unchanging } from '../http/cache.js';
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

type Check = () => Promise<Mismatch[] | undefined>;

export function createVerdicts(kept = defaultKeptVerdicts): Verdicts {
  // Each verdict weighs 1, so `kept` of them fit. Wrapped: `undefined` is a verdict (the answer was not checked).
  const verdicts = createCache<{ found: Mismatch[] | undefined }, Check>({
    ...unchanging,
    maxBytes: kept,
    sizeOf: () => 1,
    fill: async (_key, check) => ({ keep: { found: await check() } }),
  });
  return {
    async judge(facts, check) {
      const { operationId, status, contentType, contentEncoding, method, body } = facts;
      const key = `${operationId}\n${method}\n${status}\n${contentType}\n${contentEncoding}\n${digestOf(body)}`;
      return (await verdicts.read(key, { context: check })).value.found;
    },
  };
}
