import { isProductImage, isProductRead, type RequestFacts } from './cachingRules';

const origins = { shop: 'http://shop.test', api: 'https://api.example.com' };

function request(url: string, options: { method?: string; destination?: string; token?: boolean } = {}): RequestFacts {
  const headers = new Headers(options.token ? { Authorization: 'Bearer tok-123' } : {});
  return { url, method: options.method ?? 'GET', destination: options.destination ?? '', headers };
}

describe('isProductRead', () => {
  it('caches catalogue and detail reads on the shop origin and on the configured API origin', () => {
    expect(isProductRead(request('http://shop.test/product-api/get-products/1/40'), origins)).toBe(true);
    expect(isProductRead(request('https://api.example.com/product-api/get-product-detail/abc'), origins)).toBe(true);
  });

  it('never caches a request that carries a token, a write, or another API', () => {
    expect(isProductRead(request('http://shop.test/product-api/get-products', { token: true }), origins)).toBe(false);
    expect(isProductRead(request('http://shop.test/product-api/get-products', { method: 'POST' }), origins)).toBe(
      false,
    );
    expect(isProductRead(request('http://shop.test/cart-api/get-all-carts'), origins)).toBe(false);
    expect(isProductRead(request('https://api.example.com/user-api/update'), origins)).toBe(false);
  });

  it('ignores product paths on origins the shop does not call', () => {
    expect(isProductRead(request('https://elsewhere.example/product-api/get-products'), origins)).toBe(false);
  });
});

describe('isProductImage', () => {
  it('matches product pictures by path on any origin (relative or absolute image URLs)', () => {
    expect(isProductImage(request('http://shop.test/images/products/0123456789abcdef01234567/0.svg'), origins)).toBe(
      true,
    );
    expect(
      isProductImage(request('http://127.0.0.1:8080/images/products/0123456789abcdef01234567/1.svg'), origins),
    ).toBe(true);
  });

  it('matches pictures from other hosts, such as the hosted API’s CDN', () => {
    expect(
      isProductImage(request('https://cdn.example.net/image/416/416/phone.jpeg', { destination: 'image' }), origins),
    ).toBe(true);
  });

  it('leaves the shop’s own artwork to the precache and never touches token-bearing requests', () => {
    expect(isProductImage(request('http://shop.test/static/logo.svg', { destination: 'image' }), origins)).toBe(false);
    expect(isProductImage(request('http://shop.test/images/products/x/0.svg', { token: true }), origins)).toBe(false);
  });
});
