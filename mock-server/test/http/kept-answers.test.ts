/**
 * Issue 38, finding 4: the catalogue's kept answers are bounded by what an entry really costs (its
 * key and the cache's own bookkeeping, not only its body) and by a count, and a page past the end
 * of the catalogue is one shared answer that is never kept.
 */
import { describe, expect, it } from 'vitest';
import { keptJsonBodies } from '../../src/http/json.js';
import { buildTestApp } from '../helpers.js';

describe('kept catalogue answers', () => {
  it('5,000 pages past the end of the catalogue answer an empty page and keep nothing', async () => {
    const app = await buildTestApp();
    for (let page = 1_000; page < 6_000; page += 1) {
      const response = await app.inject({ method: 'GET', url: `/product-api/get-products/${page}/40` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"prod":[]}');
    }
    expect(app.keptAnswers.size).toBe(0);
    // A page that holds products is kept as before.
    await app.inject({ method: 'GET', url: '/product-api/get-products/1/40' });
    expect(app.keptAnswers.size).toBe(1);
  });

  it('counts each entry by its key and overhead, and keeps at most maxEntries', () => {
    const kept = keptJsonBodies({ maxBytes: 1_000_000, maxEntries: 100 });
    const tiny = Buffer.from('{}');
    for (let i = 0; i < 5_000; i += 1) kept.body(`key ${'x'.repeat(100)} ${i}`, () => [tiny]);
    expect(kept.size).toBe(100);
    // 100 entries of a 2-byte body still weigh their keys and bookkeeping.
    expect(kept.bytes).toBeGreaterThan(100 * (2 + 2 * 100));
  });

  it('drops the least recently used when the bytes run out, keys included', () => {
    const kept = keptJsonBodies({ maxBytes: 10_000, maxEntries: 1_000 });
    for (let i = 0; i < 1_000; i += 1) kept.body(`${'k'.repeat(500)}${i}`, () => [Buffer.from('[]')]);
    expect(kept.size).toBeLessThan(10);
    expect(kept.bytes).toBeLessThanOrEqual(10_000);
  });
});
