/**
 * A hostile upstream's answer on the shop's origin: its cookies, its security policy and its HTML
 * must not become the shop's own. Tested through a real socket, as a browser would receive it.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';
import { listening, rawRequest } from '../listening.js';
import { json, startUpstream } from './upstream.js';

const script = '<!doctype html><script>fetch("/dev/outbox").then(r => r.text()).then(alert)</script>';

describe("the upstream's answer headers", () => {
  it('never carry its cookies, policy or HTML: ours are set, and a non-JSON body is plain text', async () => {
    const upstream = await startUpstream({
      '/cart-api/get-all-carts': (_request, response) => {
        response.writeHead(200, [
          ['content-type', 'text/html; charset=utf-8'],
          ['content-security-policy', "default-src * 'unsafe-inline'"],
          ['x-frame-options', 'ALLOWALL'],
          ['x-content-type-options', 'none'],
          ['set-cookie', 'token=upstream-token; Path=/'],
          ['set-cookie', 'user=upstream-user; Path=/'],
          ['access-control-allow-origin', '*'],
          ['x-upstream', 'hosted'],
          ['x-accel-redirect', '/internal/secrets'],
          ['x-sendfile', '/etc/passwd'],
          ['x-mock-fallback', 'upstream-forged'],
          ['cache-control', 'no-store'],
        ]);
        response.end(script);
      },
    });
    const base = await listening(await buildTestApp({ upstream: { url: upstream.url } }));
    const answer = await rawRequest(base, { path: '/cart-api/get-all-carts' });

    expect(answer.status).toBe(200);
    expect(answer.body).toBe(script); // the bytes are the upstream's, so drift can be seen...
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8'); // ...but never run as our page
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    for (const gone of ['set-cookie', 'x-accel-redirect', 'x-sendfile', 'x-mock-fallback'])
      expect(answer.headers).not.toHaveProperty(gone);
    // Representation and caching headers, and the upstream's own X- headers, still come through.
    expect(answer.headers).toMatchObject({ 'x-upstream': 'hosted', 'cache-control': 'no-store' });
  });

  it.each(['text/html+json', 'image/svg+xml', 'application/xhtml+xml', 'text/javascript'])(
    'send a %s body as plain text',
    async (type) => {
      const upstream = await startUpstream({
        '/cart-api/get-all-carts': (_request, response) => {
          response.writeHead(200, { 'content-type': type });
          response.end(script);
        },
      });
      const base = await listening(await buildTestApp({ upstream: { url: upstream.url } }));
      const answer = await rawRequest(base, { path: '/cart-api/get-all-carts' });
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    },
  );

  it("add the upstream's Vary to ours instead of replacing CORS's Origin", async () => {
    const upstream = await startUpstream({
      '/cart-api/get-all-carts': (_request, response) =>
        json(response, 200, { status: true, prods: [] }, { vary: 'Accept-Encoding, X-Upstream-Shard' }),
    });
    const app = await buildTestApp({ upstream: { url: upstream.url }, corsOrigins: ['http://localhost:5173'] });
    const answer = await rawRequest(await listening(app), {
      path: '/cart-api/get-all-carts',
      headers: { origin: 'http://localhost:5173' },
    });
    const vary = String(answer.headers.vary).toLowerCase();
    for (const name of ['origin', 'accept-encoding', 'x-upstream-shard']) expect(vary).toContain(name);
  });

  it('keep a JSON content type, under the same policy', async () => {
    const upstream = await startUpstream();
    const base = await listening(await buildTestApp({ upstream: { url: upstream.url } }));
    const answer = await rawRequest(base, { path: '/product-api/get-products/1/2' });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });
});
