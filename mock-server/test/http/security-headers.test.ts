import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';

const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The policy as a map: directive -> its sources. */
function policyOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers on this server’s own pages and answers', () => {
  it('sends a page a Content-Security-Policy that runs only this server’s own scripts, plus nosniff and a Referrer-Policy', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/', headers: browser });
    expect(response.statusCode).toBe(200);
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    for (const directive of ['manifest-src', 'worker-src', 'font-src'])
      expect(policy.get(directive)).toContain("'self'");
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets a page show pictures from PUBLIC_BASE_URL and from the hosts of hosted records (img-src)', async () => {
    const app = await buildTestApp({ publicBaseUrl: 'http://cdn.example.test:8081/shop' });
    const policy = policyOf((await app.inject({ url: '/', headers: browser })).headers['content-security-policy']);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https:', 'http://cdn.example.test:8081']));
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('leaves /docs working: Swagger UI keeps its own policy for its scripts', async () => {
    const app = await buildTestApp();
    const page = await app.inject({ url: '/docs', headers: browser });
    expect(page.statusCode).toBe(200);
    const policy = policyOf(page.headers['content-security-policy']);
    expect(policy.get('script-src')).toContain("'self'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    // Its bundle sets inline styles; offline, it needs no https: source.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(String(page.headers['content-security-policy'])).not.toContain('https:');
    expect((await app.inject({ url: '/docs/json' })).statusCode).toBe(200);
  });

  it('gives an API answer the short set for JSON: it runs nothing, cannot be framed and is never sniffed', async () => {
    const { headers } = await (await buildTestApp()).inject({ url: '/product-api/get-products/1/2' });
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'cross-origin',
    });
    // A page's policies (what a rendered page may load, refer or prefetch) are not sent with data.
    expect(headers).not.toHaveProperty('referrer-policy');
    expect(headers).not.toHaveProperty('x-dns-prefetch-control');
  });

  it('lets shops on other origins load product images (no same-origin resource policy)', async () => {
    const app = await buildTestApp();
    const image = await app.inject({ url: `/images/products/${app.store.catalog.at(0)?._id}/1.svg` });
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });
});
