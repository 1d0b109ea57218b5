import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAnswerHeaders, securityHeadersPlugin } from '../src/security-headers.js';

describe('securityHeadersPlugin', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(securityHeadersPlugin, {
      isApiAnswer: (url) => url.startsWith('/product-api'),
      connectSrc: ['https://server-3f16.onrender.com'],
      publicBaseUrl: 'http://cdn.local:8080/images',
    });
    app.get('/*', async () => 'ok');
    await app.ready();
  });
  afterAll(() => app.close());

  it('gives a page a policy that runs only the shop’s own scripts', async () => {
    const { headers } = await app.inject({ url: '/products/kurta' });
    const policy = String(headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://server-3f16.onrender.com");
    expect(policy).toContain('img-src ');
    expect(policy).toContain('http://cdn.local:8080');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('gives an API answer the short set, and nothing of a page’s', async () => {
    const { headers } = await app.inject({ url: '/product-api/get-products' });
    for (const [name, value] of Object.entries(apiAnswerHeaders)) expect(headers[name], name).toBe(value);
    expect(headers).not.toHaveProperty('referrer-policy');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });
});
