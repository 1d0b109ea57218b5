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
import { hash } from 'node:crypto';
import type { Mismatch } from '../contract/mismatches.js';

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

export function createVerdicts(kept = defaultKeptVerdicts): Verdicts {
  const verdicts = new Map<string, Mismatch[] | undefined>();
  return {
    async judge(facts, check) {
      const { operationId, status, contentType, contentEncoding, method, body } = facts;
      const key = `${operationId}\n${method}\n${status}\n${contentType}\n${contentEncoding}\n${hash('sha256', body, 'base64')}`;
      if (verdicts.has(key)) {
        const known = verdicts.get(key);
        verdicts.delete(key); // to the back of the line
        verdicts.set(key, known);
        return known;
      }
      const found = await check();
      if (verdicts.size >= kept) verdicts.delete(verdicts.keys().next().value as string);
      verdicts.set(key, found);
      return found;
    },
  };
}
