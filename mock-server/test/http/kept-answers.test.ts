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

  it('keeps at most maxEntries, however small', async () => {
    const kept = keptJsonBodies({ maxBytes: 1_000_000, maxEntries: 100 });
    const tiny = Buffer.from('{}');
    for (let i = 0; i < 5_000; i += 1) await kept.body(`key ${'x'.repeat(100)} ${i}`, () => [tiny]);
    expect(kept.size).toBe(100);
  });

  it('counts each entry by its key and overhead, and drops the least recently used when the bytes run out', async () => {
    const kept = keptJsonBodies({ maxBytes: 10_000, maxEntries: 1_000 });
    const first = () => [Buffer.from('[1]')];
    for (let i = 0; i < 1_000; i += 1) await kept.body(`${'k'.repeat(500)}${i}`, () => [Buffer.from('[]')]);
    // A 2-byte body under a 501-character key weighs 2 + 1,002 + 200 bytes: 8 fit in 10,000.
    expect(kept.size).toBe(8);
    // The first ones went: asked again, a key is assembled anew.
    expect(await kept.body(`${'k'.repeat(500)}0`, first)).toEqual(Buffer.from('[1]'));
  });
});
