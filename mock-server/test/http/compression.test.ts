import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';

const chromium = 'gzip, deflate, br, zstd';

describe('compressed API answers', () => {
  it('sends the whole catalogue brotli-compressed, the same bytes each time, decoding to the plain body', async () => {
    const app = await buildTestApp();
    const plain = await app.inject({ url: '/product-api/get-products' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const first = await app.inject({ url: '/product-api/get-products', headers: { 'accept-encoding': chromium } });
    const second = await app.inject({ url: '/product-api/get-products', headers: { 'accept-encoding': chromium } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('keeps one compressed catalogue per origin for a few origins, and still compresses, with the right image URLs, for any other Host', async () => {
    const app = await buildTestApp();
    const catalogueFor = async (host: string) => {
      const response = await app.inject({
        url: '/product-api/get-products',
        headers: { host, 'accept-encoding': chromium },
      });
      expect(response.headers['content-encoding'], host).toBe('br');
      return brotliDecompressSync(response.rawPayload).toString('utf8');
    };
    for (let i = 0; i < 8; i += 1) {
      const body = await catalogueFor(`shop-${i}.example.test`);
      expect(body).toContain(`"http://shop-${i}.example.test/images/products/`);
      expect(body.match(/shop-\d+\.example\.test/g)?.every((host) => host === `shop-${i}.example.test`)).toBe(true);
    }
  });

  it('sends gzip to a client that takes only gzip, and pages and details compressed too', async () => {
    const app = await buildTestApp();
    const id = app.store.catalog.at(0)?._id ?? '';
    for (const url of [
      '/product-api/get-products',
      '/product-api/get-products/1/40',
      `/product-api/get-product-detail/${id}`,
    ]) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toHaveProperty('prod');
    }
  });

  it('leaves small answers alone', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      url: '/product-api/get-product-detail/0123456789abcdef01234567',
      headers: { 'accept-encoding': chromium },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ prod: null });
  });

  it('reads Accept-Encoding with its weights, brotli first whatever the order', async () => {
    const app = await buildTestApp();
    const encodingFor = async (acceptEncoding: string | undefined) =>
      (
        await app.inject({
          url: '/product-api/get-products',
          headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
        })
      ).headers['content-encoding'];
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor('identity')).toBeUndefined();
    expect(await encodingFor(undefined)).toBeUndefined();
  });
});
