/**
 * Issue 38, note 6: the whole catalogue is compressed once (at brotli's best) for at most four
 * origins. Forged Host headers must not take those slots from the names that reach this server.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';

const wholeCatalogue = (host: string) => ({
  method: 'GET' as const,
  url: '/product-api/get-products',
  headers: { host, 'accept-encoding': 'br' },
});

describe('compress-once slots', () => {
  it('four forged Hosts first leave localhost its slot: it still gets the bytes compressed once', async () => {
    const fresh = await buildTestApp();
    const once = await fresh.inject(wholeCatalogue('localhost:8080'));

    const app = await buildTestApp();
    for (const host of ['a.example', 'b.example', 'c.example', 'd.example', 'e.example'])
      expect((await app.inject(wholeCatalogue(host))).statusCode).toBe(200);
    const answer = await app.inject(wholeCatalogue('localhost:8080'));
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(once.headers['content-length']);
    expect(answer.rawPayload.equals(once.rawPayload)).toBe(true);
  });

  it('a forged Host is still answered, compressed per request', async () => {
    const app = await buildTestApp();
    const answer = await app.inject(wholeCatalogue('evil.example'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBeGreaterThan(0);
  });
});
