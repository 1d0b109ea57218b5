/**
 * The shop's renderer as the mock server mounts it (routes/static/server-render.ts): the real
 * renderer (web/src/entry-server.tsx, built by test/renderer-setup.ts), its data asked through this
 * server as the navigation would ask it. The renderer's own rules (bounds, languages, headers,
 * titles) are tested in web (web/src/server/shopPages.test.ts); these are what the mock server adds:
 * where the data comes from, for whom, and that a missing or broken renderer costs nothing but speed.
 */
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { listening, rawRequest } from '../listening.js';
import { proxyToUpstream } from '../proxy/upstream.js';
import { browser, pageTemplate, renderFailures as failures, storefrontWithRenderer } from '../rendering.js';

const { rendering, webDist } = storefrontWithRenderer();

describe('pages rendered on the server', () => {
  it('answers a navigation with the rendered page, its data asked through this server for the same host', async () => {
    const app = await rendering();
    const product = app.store.catalog.at(0);
    const response = await app.inject({
      url: `/detail-view/${product?._id ?? '?'}`,
      headers: { ...browser, host: 'shop.example:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(product?.content.price.sell_price ?? '?');
    expect(response.body).toContain('id="server-state"');
    // Image URLs come out for the browser's host, as its own API call would give them.
    expect(response.body).toContain(`http://shop.example:8080/images/products/${product?._id ?? '?'}/`);
  });

  it('keeps a page drawn from answers made for the request host private; with PUBLIC_BASE_URL shared caches may keep it', async () => {
    const hostBound = await rendering();
    const path = `/detail-view/${hostBound.store.catalog.at(0)?._id ?? '?'}`;
    const bound = await hostBound.inject({ url: path, headers: browser });
    expect(bound.headers['cache-control']).toBe('private, no-cache');

    const app = await rendering({ publicBaseUrl: 'https://shop.example' });
    const shared = await app.inject({ url: path, headers: browser });
    expect(shared.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(shared.headers['set-cookie']).toBeUndefined();
    expect(shared.headers.vary).toMatch(/^Accept-Language, Cookie/);
    expect(shared.headers['content-language']).toBe('en');
    const signedIn = await app.inject({ url: path, headers: { ...browser, cookie: 'token=abc' } });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the layout for a screen it does not render, and 404 with it for an unknown path, without logging a failure', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await rendering({}, lines);
    const personal = await app.inject({ url: '/account/orders', headers: browser });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['cache-control']).toBe('no-cache');
    expect(personal.body).toContain('>Login<');
    const unknown = await app.inject({ url: '/no-such-page', headers: { ...browser, 'accept-language': 'hi' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="hi"');
    expect(unknown.body).toContain('ऐप में अनचाही गड़बड़ी!');
    expect(failures(lines)).toEqual([]);
  });

  it('answers the frame, and logs once, when the data is late', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await rendering(
      { delayMs: 600, serverRendering: { entry: inject('rendererEntry'), timeoutMs: 300 } },
      lines,
    );
    const started = performance.now();
    const response = await app.inject({ url: '/', headers: browser });
    expect(performance.now() - started).toBeLessThan(600);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('id="server-state"');
    expect(failures(lines).map((line) => line.reason)).toEqual(['the page came too late']);
  });

  it('never renders for API calls or for clients that do not ask for HTML', async () => {
    const app = await rendering();
    const api = await app.inject({ url: '/product-api/get-products/1/1', headers: browser });
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    const script = await app.inject({ url: '/', headers: { accept: 'application/json' } });
    expect(script.statusCode).toBe(404);
    expect(script.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves index.html for every page when the renderer cannot be loaded', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await rendering({ serverRendering: { entry: join(webDist(), 'index.html') } }, lines);
    const response = await app.inject({ url: '/', headers: browser });
    expect(response.body).toBe(pageTemplate);
    expect(lines.some((line) => line.msg === 'server rendering is off')).toBe(true);
  });

  it('draws a sandboxed test worker’s page from its own sandbox (X-Mock-Session carried to the data calls)', async () => {
    const app = await rendering();
    const response = await app.inject({ url: '/', headers: { ...browser, 'x-mock-session': 'worker-7' } });
    expect(response.body).toContain('id="server-state"');
    const calls = app.journal.list().filter((entry) => entry.operationId === 'getProductsPage');
    expect(calls.map((entry) => entry.session)).toEqual(['worker-7']);
  });

  it('gives pictures the address the page arrived at under a Host the origin rules refuse, never localhost', async () => {
    const app = await rendering();
    const base = await listening(app);
    const product = app.store.catalog.at(0);
    const page = await rawRequest(base, {
      path: `/detail-view/${product?._id ?? '?'}`,
      headers: { ...browser, host: 'evil.example/@x' },
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`${base}/images/products/${product?._id ?? '?'}/`);
    expect(page.body).not.toContain('http://localhost/images');
  });

  it("asks for the page's data as the client the navigation came from, even once its socket has closed (issue 38, 2)", async () => {
    const { app, upstream } = await proxyToUpstream(
      {},
      { webDist: webDist(), serverRendering: { entry: inject('rendererEntry') } },
    );
    // The connection resets after the navigation arrived: its socket no longer knows its peer.
    app.addHook('preHandler', (request, _reply, done) => {
      Object.defineProperty(request.socket, 'remoteAddress', { value: undefined, configurable: true });
      done();
    });
    const response = await app.inject({ url: '/', headers: browser, remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(200);
    const forwardedFor = upstream.received.map((call) => call.headers['x-forwarded-for']);
    expect(forwardedFor.length).toBeGreaterThan(0);
    expect(forwardedFor.every((address) => address === '203.0.113.9')).toBe(true);
  });
});
