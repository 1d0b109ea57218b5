/**
 * Image URLs are absolute in every answer, as on the hosted API, so a shop on another origin finds the
 * pictures on this server: from PUBLIC_BASE_URL, else from the host the request came to.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/contract/api-types.js';
import { isHostAndPort } from '../../src/http/public-origin.js';
import { bearer, buildTestApp, call, signUp } from '../helpers.js';

/** Every image URL of every answer that carries products: list, page, detail, by id, cart. */
async function imageUrls(app: FastifyInstance, headers: Record<string, string> = {}): Promise<string[]> {
  const product = app.store.catalog.at(0);
  if (!product) throw new Error('empty catalogue');
  const { token, user } = await signUp(app);
  app.store.carts.add(user._id, product._id);
  const read = async (url: string, extra: Record<string, string> = {}) => {
    const response = await call(app, { url, headers: { ...headers, ...extra } });
    expect(response.status, url).toBe(200);
    return response.body;
  };
  const products = [
    ...((await read('/product-api/get-products')).prod as Product[]),
    ...((await read('/product-api/get-products/1/40')).prod as Product[]),
    (await read(`/product-api/get-product-detail/${product._id}`)).prod as Product,
    (await read(`/product-api/get-product/${product._id}`)).prods as Product,
    ...((await read('/cart-api/get-all-carts', bearer(token))).prods as Product[]),
  ];
  return products.flatMap((p) => [p.url, ...(p.images ?? [])]);
}

const everyUrlStartsWith = (urls: string[], origin: string) =>
  urls.filter((url) => !url.startsWith(`${origin}/images/products/`));

describe('image URLs in answers', () => {
  it('start with the scheme and host the request came to', async () => {
    const app = await buildTestApp();
    const urls = await imageUrls(app, { host: 'shop.example:3000' });
    expect(urls.length).toBeGreaterThanOrEqual(300 + 40 + 3); // the list, a page, and the detail, by-id and cart products
    expect(everyUrlStartsWith(urls, 'http://shop.example:3000')).toEqual([]);
  });

  it('follow each request to the same pages and products, kept or not', async () => {
    const app = await buildTestApp();
    for (const host of ['shop.example:3000', 'localhost:8081', 'shop.example:3000'])
      expect(everyUrlStartsWith(await imageUrls(app, { host }), `http://${host}`)).toEqual([]);
  });

  it('start with PUBLIC_BASE_URL when it is set, whatever the Host header says', async () => {
    const app = await buildTestApp({ publicBaseUrl: 'https://cdn.example/shop' });
    expect(everyUrlStartsWith(await imageUrls(app, { host: 'internal:8080' }), 'https://cdn.example/shop')).toEqual([]);
  });

  it('lead to the picture itself on this server', async () => {
    const app = await buildTestApp();
    const [url] = await imageUrls(app, { host: 'shop.example:3000' });
    const picture = await app.inject({ url: new URL(url ?? '').pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('ignore X-Forwarded-Proto unless TRUST_PROXY trusts the proxy, and X-Forwarded-Host unless TRUST_FORWARDED_HOST too', async () => {
    const forwarded = { host: 'internal:8080', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
    const untrusting = await buildTestApp();
    expect(everyUrlStartsWith(await imageUrls(untrusting, forwarded), 'http://internal:8080')).toEqual([]);
    const trusting = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    expect(everyUrlStartsWith(await imageUrls(trusting, forwarded), 'https://internal:8080')).toEqual([]);
    const trustingHosts = await buildTestApp({ trustProxy: ['127.0.0.1'], trustForwardedHost: true });
    expect(everyUrlStartsWith(await imageUrls(trustingHosts, forwarded), 'https://shop.example')).toEqual([]);
    const trustingOneHop = await buildTestApp({ trustProxy: 1, trustForwardedHost: true });
    expect(everyUrlStartsWith(await imageUrls(trustingOneHop, forwarded), 'https://shop.example')).toEqual([]);
    // Believing forwarded hosts needs a trusted proxy: from anyone else X-Forwarded-Host stays ignored.
    const noProxy = await buildTestApp({ trustForwardedHost: true });
    expect(everyUrlStartsWith(await imageUrls(noProxy, forwarded), 'http://internal:8080')).toEqual([]);
  });

  it('make an answer built from a forged Host private to its client, so no shared cache keeps it', async () => {
    const app = await buildTestApp();
    for (const url of ['/product-api/get-products', '/product-api/get-products/1/2']) {
      const response = await app.inject({ url, headers: { host: 'evil.example:443' } });
      expect(response.body).toContain('http://evil.example:443/images/');
      expect(response.headers['cache-control'], url).toBe('private');
      expect(String(response.headers.vary), url).toMatch(/\bHost\b/);
    }
  });

  it('may be shared by a cache when PUBLIC_BASE_URL sets them', async () => {
    const app = await buildTestApp({ publicBaseUrl: 'https://shop.example' });
    const response = await app.inject({ url: '/product-api/get-products/1/2', headers: { host: 'evil.example' } });
    expect(response.body).not.toContain('evil.example');
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it.each([
    'evil.example/"><script>',
    'user@evil.example',
    'evil.example:99999',
    'evil.example:80/path',
    'a b',
    '[not-ipv6]',
  ])(
    'never carry a Host header that is not a plain host[:port] (%s): the address the connection came to instead',
    async (host) => {
      const app = await buildTestApp();
      const urls = await imageUrls(app, { host });
      // app.inject's connection has no local address: the fallback is then plain localhost.
      expect(everyUrlStartsWith(urls, 'http://localhost')).toEqual([]);
    },
  );
});

describe('isHostAndPort', () => {
  it.each([
    'localhost',
    'localhost:8080',
    'shop.example.com',
    '127.0.0.1:80',
    '[::1]:8080',
    '[2001:db8::1]',
    'my_service:3000',
  ])('accepts %s', (host) => {
    expect(isHostAndPort(host)).toBe(true);
  });
  it.each([
    '',
    'a/b',
    'a:b',
    'a:65536',
    'a@b',
    '[::1',
    '[zz::1]',
    'a..b',
    '-a.example',
    'a'.repeat(64),
    `${'a.'.repeat(127)}ab`,
  ])('refuses %j', (host) => {
    expect(isHostAndPort(host)).toBe(false);
  });
});
