import { parse } from 'yaml';
import openapiText from '../../../../openapi.yaml?raw';
import { hostedProducts } from '../../test/products';
import { createApiClient, signedInOperations } from './client';
import type { Product } from './types';

/** A fetch that answers every request with `body` and records what it was asked. */
function fakeFetch(status: number, body: unknown) {
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  };
  return { fetch: fetch, requests };
}

const baseUrl = 'http://api.test';

describe('createApiClient', () => {
  it('parses all 135 hosted records from the whole-catalogue call', async () => {
    const { fetch } = fakeFetch(200, { prod: hostedProducts });
    const api = createApiClient({ baseUrl, fetch });
    const result = await api.getProducts();
    expect(result.ok).toBe(true);
    const prods = (result.body as { prod: Product[] }).prod;
    expect(prods).toHaveLength(135);
    for (const product of prods) {
      expect(product._id).toMatch(/^[0-9a-f]{24}$/);
      expect(product.content.price.sell_price).toMatch(/^₹[\d,]+$/);
    }
  });

  it('asks for a page with the page number and size in the path', async () => {
    const { fetch, requests } = fakeFetch(200, { prod: [] });
    await createApiClient({ baseUrl, fetch }).getProductsPage(2, 40);
    expect(new URL(requests[0]!.url).pathname).toBe('/product-api/get-products/2/40');
  });

  it('reads { prod: null } as a missing product, not a failure', async () => {
    const { fetch } = fakeFetch(200, { prod: null });
    const result = await createApiClient({ baseUrl, fetch }).getProductDetail('baac33b7c26893fcad35e0d5');
    expect(result).toEqual({ ok: true, status: 200, body: { prod: null } });
  });

  it('reads one product by id from get-product, as { prods }, and { prods: null } as a missing product', async () => {
    const product = hostedProducts[1] as Product;
    const found = fakeFetch(200, { prods: product });
    const result = await createApiClient({ baseUrl, fetch: found.fetch }).getProductById(product._id);
    expect(new URL(found.requests[0]!.url).pathname).toBe(`/product-api/get-product/${product._id}`);
    expect(result).toEqual({ ok: true, status: 200, body: { prods: product } });
    const missing = await createApiClient({ baseUrl, fetch: fakeFetch(200, { prods: null }).fetch }).getProductById(
      product._id,
    );
    expect(missing).toEqual({ ok: true, status: 200, body: { prods: null } });
  });

  it('nests the product once more for add-to-cart and sends the bearer token', async () => {
    const { fetch, requests } = fakeFetch(200, { status: true, msg: 'Successfull added...' });
    const product = hostedProducts[0] as Product;
    const api = createApiClient({ baseUrl, fetch, getToken: () => 'tok-123' });
    await api.addToCart(product);
    const request = requests[0]!;
    expect(request.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(await request.json()).toEqual({ prod: { prod: product } });
  });

  it('never sends the token with a catalogue read, so a cached product answer never carried one', async () => {
    const { fetch, requests } = fakeFetch(200, { prod: [] });
    const api = createApiClient({ baseUrl, fetch, getToken: () => 'tok-123' });
    await api.getProducts();
    await api.getProductsPage(1, 40);
    await api.getProductDetail('baac33b7c26893fcad35e0d5');
    await api.getCart();
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      null,
      null,
      null,
      'Bearer tok-123',
    ]);
  });

  it('sends the token to exactly the operations openapi.yaml guards with bearerAuth', () => {
    interface Operation {
      security?: Array<Record<string, unknown>>;
    }
    const contract = parse(openapiText) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const guarded = Object.entries(contract.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((scheme) => 'bearerAuth' in scheme))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect([...signedInOperations].sort()).toEqual(guarded.sort());
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, requests } = fakeFetch(200, { status: true, prods: [] });
    await createApiClient({ baseUrl, fetch, getToken: () => undefined }).getCart();
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it('names the pending login with X-Login-Token on send-otp and verify-otp, and only when given', async () => {
    const { fetch, requests } = fakeFetch(200, { success: true, message: 'ok' });
    const api = createApiClient({ baseUrl, fetch });
    await api.sendOtp('a@b.co', 'login-tok');
    await api.verifyOtp('a@b.co', '4821', 'login-tok');
    await api.sendOtp('a@b.co');
    expect(requests.map((r) => r.headers.get('X-Login-Token'))).toEqual(['login-tok', 'login-tok', null]);
    expect(await requests[1]!.json()).toEqual({ email: 'a@b.co', otp: '4821' });
  });

  it('resets the mock server with a JSON body, which /dev/reset requires', async () => {
    const { fetch, requests } = fakeFetch(200, { status: true, msg: 'State reset' });
    await createApiClient({ baseUrl, fetch }).resetState();
    expect(requests[0]!.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await requests[0]!.json()).toEqual({});
  });

  it('gives the body of a 4xx answer the same way as a 200', async () => {
    const { fetch } = fakeFetch(401, { status: false, msg: 'Please log in again' });
    const result = await createApiClient({ baseUrl, fetch }).getCart();
    expect(result).toEqual({ ok: false, status: 401, body: { status: false, msg: 'Please log in again' } });
  });

  it('treats the hosted 201 password-form answer as a message to show', async () => {
    const { fetch } = fakeFetch(201, { msg: 'Please Fill All Field' });
    const result = await createApiClient({ baseUrl, fetch }).forgetPassword({
      email: 'a@b.co',
      newPassword: '',
      confirmPassword: '',
    });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ msg: 'Please Fill All Field' });
  });

  it('rejects on a network failure, so screens can say Server Error...', async () => {
    const fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    await expect(createApiClient({ baseUrl, fetch }).login({ email: 'a@b.co', password: 'x' })).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
