import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';

describe('a readiness loop (curl sends Accept: */*) sees the server up', () => {
  it('GET /healthz answers {"status":"ok"}, never cached', async () => {
    const app = await buildTestApp();
    for (const accept of ['*/*', 'application/json', 'text/html']) {
      const response = await app.inject({ url: '/healthz', headers: { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('GET / answers its page for */* and without an Accept header, and a JSON-only client gets JSON 404', async () => {
    const app = await buildTestApp();
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await app.inject({ url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<a href="/docs">');
    }
    const json = await app.inject({ url: '/', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    // Other unknown paths keep their JSON 404 for */*.
    expect((await app.inject({ url: '/no/such/thing', headers: { accept: '*/*' } })).statusCode).toBe(404);
  });
});
