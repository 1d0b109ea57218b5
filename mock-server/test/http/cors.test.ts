import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';

const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url: '/cart-api/add-to-cart',
  headers: {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'authorization,content-type,prefer',
  },
});

describe('CORS, like the hosted API', () => {
  it('answers preflights and requests from any origin by default', async () => {
    const app = await buildTestApp();
    const response = await app.inject(preflight('http://localhost:5173'));
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const get = await app.inject({
      url: '/product-api/get-products/1/1',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('*');
    expect(String(get.headers['access-control-expose-headers']).toLowerCase()).toContain('retry-after');
  });

  it('allows the PUT and DELETE calls of the API (update, delete, passwords, remove-from-cart)', async () => {
    const app = await buildTestApp();
    for (const method of ['PUT', 'DELETE']) {
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/user-api/update',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(String(response.headers['access-control-allow-methods']).split(/\s*,\s*/)).toContain(method);
    }
  });

  it('with CORS_ORIGINS, allows only the listed origins', async () => {
    const app = await buildTestApp({ corsOrigins: ['http://localhost:5173'] });
    expect((await app.inject(preflight('http://localhost:5173'))).headers['access-control-allow-origin']).toBe(
      'http://localhost:5173',
    );
    expect(
      (await app.inject(preflight('https://evil.example'))).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});
