import { describe, expect, it } from 'vitest';
import { buildTestApp, call } from '../helpers.js';

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

describe('/: the API says what it is and where the shop is (it serves no shop)', () => {
  it('answers a browser with a short page linking the API docs and the health check', async () => {
    const app = await buildTestApp();
    const page = await app.inject({ url: '/', headers: browser });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers.vary).toMatch(/accept/i);
    expect(page.body).toContain('API');
    expect(page.body).toContain('<a href="/docs">');
    expect(page.body).toContain('<a href="/healthz">');
    expect(page.body).toContain('npm start');
  });

  it('says where the shop is when SHOP_URL is set, escaped', async () => {
    const app = await buildTestApp({ shopUrl: 'http://127.0.0.1:5173/?a="<b>' });
    const page = await app.inject({ url: '/', headers: browser });
    expect(page.body).toContain('<a href="http://127.0.0.1:5173/?a=&quot;&lt;b&gt;">');
    expect(page.body).not.toContain('<b>');
  });

  it('points at the developer tools where they answer: their own port, this listener, or nowhere when off', async () => {
    const pageOf = async (options: Parameters<typeof buildTestApp>[0]) =>
      (await (await buildTestApp(options)).inject({ url: '/', headers: browser })).body;
    expect(await pageOf({ devListener: true, devPort: 9181 })).toContain('<a href="http://localhost:9181/dev/outbox">');
    expect(await pageOf({})).toContain('<a href="/dev/outbox">');
    expect(await pageOf({ devListener: true })).toContain('DEV_PORT');
    expect(await pageOf({ devRoutes: false })).not.toContain('/dev');
  });

  it('answers a JSON 404 to a browser on any other path: no shop page, no shop file', async () => {
    const app = await buildTestApp();
    for (const url of ['/detail-view/0123456789abcdef01234567', '/cart', '/index.html', '/assets/index-abc123.js']) {
      const { status, body } = await call(app, { url, headers: browser });
      expect(status, url).toBe(404);
      expect(body, url).toEqual({ status: false, msg: 'Not found' });
    }
  });

  it('answers unknown API paths and clients that take only JSON with a JSON 404', async () => {
    const app = await buildTestApp();
    for (const [url, headers] of [
      ['/product-api/nope', browser],
      ['/cart-api', browser],
      ['/', { accept: 'application/json' }],
      ['/some/page', { accept: 'application/json' }],
    ] as const) {
      const { status, body } = await call(app, { url, headers });
      expect(status, url).toBe(404);
      expect(body, url).toEqual({ status: false, msg: 'Not found' });
    }
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
