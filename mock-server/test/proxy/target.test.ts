/** upstreamTarget: a path as called becomes a URL under the upstream's base, or a refusal. */
import { describe, expect, it } from 'vitest';
import { normalizedPath, upstreamTarget } from '../../src/proxy/target.js';

const base = 'http://127.0.0.1:9/api/v1';

describe('upstreamTarget', () => {
  it.each([
    ['/product-api/get-products/1/40', `${base}/product-api/get-products/1/40`],
    ['/product-api/get-products/1/40?a=..%2F..', `${base}/product-api/get-products/1/40?a=..%2F..`],
    // Encoded twice, a dot segment is only text to a URL parser: it stays under the base.
    ['/product-api/%252e%252e/x', `${base}/product-api/%252e%252e/x`],
  ])('forwards %s under the base', (url, href) => {
    expect(upstreamTarget(base, url)).toEqual({ path: url });
    // What the upstream client calls: the path appended to the base (server-kit/upstream).
    expect(new URL(`${base}${url}`).href).toBe(href);
  });

  it.each([
    '/product-api/..',
    '/product-api/%2E',
    '/product-api/a\\b',
    '/product-api/a%5Cb',
    '/product-api/a%2Fb',
    '/product-api/%zz',
  ])('refuses %s', (url) => {
    expect(upstreamTarget(base, url)).toEqual({ refused: expect.stringMatching(/path/i) });
  });

  it('reads a path as a URL parser would, never a leading // as a host', () => {
    expect(normalizedPath('/x/../product-api/a')).toBe('/product-api/a');
    expect(normalizedPath('/x\\..\\product-api')).toBe('/product-api');
    expect(normalizedPath('//evil.example/product-api')).toBe('//evil.example/product-api');
  });
});
