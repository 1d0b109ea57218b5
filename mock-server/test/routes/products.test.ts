import { describe, expect, it } from 'vitest';
import { validatorsFor } from '../../src/contract/ajv.js';
import { loadContract } from '../../src/contract/load.js';
import { defaultOpenapiPath } from '../../src/paths.js';
import type { Product } from '../../src/contract/api-types.js';
import { productSummary } from '../../src/store/catalog/index.js';
import { buildTestApp, call, expectNoInternals, injectOrigin } from '../helpers.js';

type ProductList = { prod: { _id: string; content: { title: string } }[] };

describe('GET /product-api/get-products', () => {
  it('answers the whole catalogue, every product valid against openapi.yaml', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/product-api/get-products' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const { prod } = response.json<ProductList>();
    expect(prod).toHaveLength(300);
    expect(prod).toEqual(app.store.catalog.list(injectOrigin).map(productSummary));

    const contract = loadContract(defaultOpenapiPath);
    const validate = validatorsFor(contract).response.compile(contract.schema('Product'));
    expect(prod.filter((p) => !validate(p))).toEqual([]);
  });

  it('lists summaries: a product detail carries the detail-only fields the list leaves out', async () => {
    const app = await buildTestApp();
    const [listed] = (await app.inject({ url: '/product-api/get-products/1/1' })).json<{ prod: Product[] }>().prod;
    const detail = (await app.inject({ url: `/product-api/get-product-detail/${listed!._id}` })).json<{
      prod: Product;
    }>().prod;
    expect(listed).not.toHaveProperty('specifications');
    expect(detail.specifications?.length).toBeGreaterThan(0);
    expect(detail.images?.length).toBeGreaterThan(1);
    expect(productSummary(detail)).toEqual(listed);
  });

  it('honours catalogSize', async () => {
    const app = await buildTestApp({ catalogSize: 12 });
    const { body } = await call(app, { url: '/product-api/get-products' });
    expect(body.prod).toHaveLength(12);
  });
});

describe('GET /product-api/get-products/{page}/{limit}', () => {
  it('answers the slice (page-1)*limit … page*limit', async () => {
    const app = await buildTestApp();
    const all = app.store.catalog.list(injectOrigin).map(productSummary);
    const second = await app.inject({ url: '/product-api/get-products/2/40' });
    expect(second.statusCode).toBe(200);
    expect(second.json<ProductList>().prod).toEqual(all.slice(40, 80));
    const last = await app.inject({ url: '/product-api/get-products/8/40' });
    expect(last.json<ProductList>().prod).toEqual(all.slice(280, 300));
  });

  it('accepts a trailing slash, like the hosted (Express) API', async () => {
    const app = await buildTestApp();
    const { status, body } = await call(app, { url: '/product-api/get-products/1/3/' });
    expect(status).toBe(200);
    expect(body.prod).toHaveLength(3);
  });

  it('answers an empty list past the end', async () => {
    const app = await buildTestApp();
    const { status, body } = await call(app, { url: '/product-api/get-products/9/40' });
    expect(status).toBe(200);
    expect(body).toEqual({ prod: [] });
  });

  it.each([
    ['/product-api/get-products/0/40', /page must be >= 1/],
    ['/product-api/get-products/1/0', /limit must be >= 1/],
    ['/product-api/get-products/1/201', /limit must be <= 200/],
    ['/product-api/get-products/abc/40', /page must be integer/],
    ['/product-api/get-products/1.5/40', /page must be integer/],
  ])('refuses %s with 400 { prod: null, msg }', async (url, message) => {
    const app = await buildTestApp();
    const { status, body, response } = await call(app, { url });
    expect(status).toBe(400);
    expect(body).toEqual({ prod: null, msg: expect.stringMatching(message) });
    expectNoInternals(response.body);
  });
});

describe('GET /product-api/get-product-detail/{prod_id}', () => {
  it('answers { prod } for a known id', async () => {
    const app = await buildTestApp();
    const product = app.store.catalog.at(3, injectOrigin);
    const { status, body } = await call(app, { url: `/product-api/get-product-detail/${product?._id ?? ''}` });
    expect(status).toBe(200);
    expect(body).toEqual({ prod: product });
  });

  it('answers 200 { prod: null } for a well-formed unknown id, like the hosted API', async () => {
    const app = await buildTestApp();
    const { status, body } = await call(app, { url: '/product-api/get-product-detail/0123456789abcdef01234567' });
    expect(status).toBe(200);
    expect(body).toEqual({ prod: null });
  });

  it.each(['123', 'ZZZZZZZZZZZZZZZZZZZZZZZZ', '0123456789ABCDEF01234567', '0123456789abcdef012345678'])(
    'refuses the malformed id %s with 400',
    async (id) => {
      const app = await buildTestApp();
      const { status, body } = await call(app, { url: `/product-api/get-product-detail/${id}` });
      expect(status).toBe(400);
      expect(body).toEqual({ prod: null, msg: 'params/prod_id must be a 24-character hex id' });
    },
  );
});

describe('GET /product-api/get-product/{prod_id} (the hosted API names the product `prods`)', () => {
  it('answers { prods } for a known id: the same product as get-product-detail', async () => {
    const app = await buildTestApp();
    const product = app.store.catalog.at(5, injectOrigin);
    const byId = await call(app, { url: `/product-api/get-product/${product?._id ?? ''}` });
    const detail = await call(app, { url: `/product-api/get-product-detail/${product?._id ?? ''}` });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual({ prods: product });
    expect(byId.body.prods).toEqual(detail.body.prod);
  });

  it('answers 200 { prods: null } for a well-formed unknown id, like the hosted API', async () => {
    const app = await buildTestApp();
    expect(await call(app, { url: '/product-api/get-product/0123456789abcdef01234567' })).toMatchObject({
      status: 200,
      body: { prods: null },
    });
  });

  it('refuses a malformed id with 400 in its own family, { prods: null, msg }', async () => {
    const app = await buildTestApp();
    const { status, body } = await call(app, { url: '/product-api/get-product/not-an-id' });
    expect(status).toBe(400);
    expect(body).toEqual({ prods: null, msg: 'params/prod_id must be a 24-character hex id' });
  });
});
