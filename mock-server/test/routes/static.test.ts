import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, builtStorefront, call, shopIndexHtml } from '../helpers.js';

const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('product images', () => {
  it('serves every image a product lists as a cacheable SVG naming its brand', async () => {
    const app = await buildTestApp();
    const product = app.store.catalog.at(0);
    for (const image of product?.images ?? []) {
      const response = await app.inject({ url: image });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(response.body).toContain(`>${product?.brand ?? ''}</text>`);
    }
  });

  it('draws different pictures for the views of one product', async () => {
    const app = await buildTestApp();
    const id = app.store.catalog.at(0)?._id ?? '';
    const [a, b] = await Promise.all([0, 1].map((n) => app.inject({ url: `/images/products/${id}/${n}.svg` })));
    expect(a?.body).not.toBe(b?.body);
  });

  it('draws a picture at the width asked (?w=), small ones without captions, and refuses odd widths', async () => {
    const app = await buildTestApp();
    const product = app.store.catalog.at(0);
    const url = `/images/products/${product?._id ?? ''}/0.svg`;
    const card = await app.inject({ url: `${url}?w=320` });
    expect(card.statusCode).toBe(200);
    expect(card.body).toMatch(/^<svg [^>]*width="320" height="320"/);
    expect(card.body).toContain(`>${product?.brand ?? ''}</text>`);
    const thumbnail = await app.inject({ url: `${url}?w=64` });
    expect(thumbnail.body).toMatch(/^<svg [^>]*width="64" height="64"/);
    expect(thumbnail.body).not.toContain('<text');
    expect(thumbnail.body.length).toBeLessThan(card.body.length);
    for (const w of ['0', '5000', 'big']) expect((await app.inject({ url: `${url}?w=${w}` })).statusCode, w).toBe(400);
    expect((await app.inject({ url: `${url}?size=64` })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown product or view, and 400 for malformed paths', async () => {
    const app = await buildTestApp();
    const id = app.store.catalog.at(0)?._id ?? '';
    expect((await call(app, { url: '/images/products/0123456789abcdef01234567/0.svg' })).status).toBe(404);
    expect((await call(app, { url: `/images/products/${id}/9.svg` })).body).toEqual({
      status: false,
      msg: 'No such image',
    });
    expect((await call(app, { url: '/images/products/../../etc/0.svg' })).status).toBeGreaterThanOrEqual(400);
    expect((await call(app, { url: `/images/products/${id}/0.png` })).status).toBe(400);
    expect((await call(app, { url: '/images/products/NOT-AN-ID/0.svg' })).status).toBe(400);
  });
});

describe('the built storefront (web/dist) and the SPA fallback', () => {
  const webDist = builtStorefront('web-dist-', {
    'index.html': shopIndexHtml,
    'assets/index-abc123.js': 'console.log("shop")',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });

  it('serves index.html at / and files as they are, hashed assets cached for good', async () => {
    const app = await buildTestApp({ webDist: webDist() });
    const home = await app.inject({ url: '/', headers: browser });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Shop</title>');
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html to a browser on any client route, so deep links survive a reload', async () => {
    const app = await buildTestApp({ webDist: webDist() });
    for (const url of ['/detail-view/0123456789abcdef01234567', '/cart', '/login?next=%2Fcart']) {
      const response = await app.inject({ url, headers: browser });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>Shop</title>');
    }
  });

  it('never answers the SPA for API paths, missing files or non-browser clients', async () => {
    const app = await buildTestApp({ webDist: webDist() });
    for (const [url, headers] of [
      ['/product-api/nope', browser],
      ['/cart-api', browser],
      ['/assets/missing.js', {}],
      ['/some/page', { accept: 'application/json' }],
    ] as const) {
      const { status, body } = await call(app, { url, headers });
      expect(status).toBe(404);
      expect(body).toEqual({ status: false, msg: 'Not found' });
    }
  });

  it('without web/dist, tells a browser to run npm run build', async () => {
    const app = await buildTestApp({ webDist: join(webDist(), 'missing') });
    const response = await app.inject({ url: '/', headers: browser });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('npm run build');
  });
});

describe('/docs', () => {
  it('serves Swagger UI for openapi.yaml with its assets from this server (works offline)', async () => {
    const app = await buildTestApp();
    const page = await app.inject({ url: '/docs', headers: browser });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset).not.toMatch(/^(https?:)?\/\//);

    const bundle = await app.inject({ url: '/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const spec = await app.inject({ url: '/docs/json' });
    expect(spec.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Rupee Storefront API' } });
    expect(Object.keys(spec.json<{ paths: object }>().paths)).toContain('/cart-api/add-to-cart');
  });
});
