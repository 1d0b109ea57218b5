import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiTable, readApiTable } from '../src/api-paths.js';

/** The repository's own contract, the one both servers read. */
const table = readApiTable(fileURLToPath(new URL('../../openapi.yaml', import.meta.url)));

/** A document of one operation whose `default` answer is `fallback`. */
const oneOperation = (fallback: unknown, extra: Record<string, unknown> = {}) => ({
  paths: { '/thing-api/get-thing': { get: { operationId: 'getThing', responses: { default: fallback } } } },
  ...extra,
});

const jsonAnswer = (required: string[]) => ({
  description: 'An error.',
  content: { 'application/json': { schema: { type: 'object', required } } },
});

describe('the API table of openapi.yaml', () => {
  it('has the API’s prefixes, and the developer tools’ apart', () => {
    expect([...table.prefixes].sort()).toEqual(
      ['/cart-api', '/order-api', '/otp-api', '/product-api', '/send-email', '/user-api'].sort(),
    );
    expect(table.prefixes).not.toContain('/dev');
    expect(table.devPrefixes).toEqual(['/dev']);
  });

  it.each([
    ['/product-api/get-products', true, false],
    ['/product-api/get-products?x', true, false],
    ['/product-api', true, false],
    ['/product-api?lang=hi', true, false],
    ['/send-email', true, false],
    ['/order-api/orders/abc', true, false],
    ['/product-apix', false, false],
    ['/product-apix/get-products', false, false],
    ['/', false, false],
    ['', false, false],
    ['/dev/outbox', false, true],
    ['/dev', false, true],
    ['/dev?x=1', false, true],
    ['/devices', false, false],
    ['/assets/index.js', false, false],
  ])('isApiPath(%j) is %s, isDevPath %s', (url, api, dev) => {
    expect(table.isApiPath(url)).toBe(api);
    expect(table.isDevPath(url)).toBe(dev);
  });

  describe('isPublicRead', () => {
    const reads = [
      '/product-api/get-products',
      '/product-api/get-products/1/40',
      '/product-api/get-product-detail/64b7f0c2a1b2c3d4e5f60718',
      '/product-api/get-product/64b7f0c2a1b2c3d4e5f60718',
    ];

    it.each(reads.flatMap((url) => [['GET', url] as const, ['HEAD', url] as const]))(
      'is true for %s %s',
      (method, url) => {
        expect(table.isPublicRead(method, url)).toBe(true);
      },
    );

    it.each([
      ['GET', '/product-api/get-products?lang=hi', 'a query string'],
      ['GET', '/product-api/get-products/1/40?', 'an empty query string'],
      ['POST', '/product-api/get-products', 'a POST'],
      ['DELETE', '/product-api/get-product-detail/abc', 'a DELETE'],
      ['GET', '/cart-api/get-all-carts', 'a read that needs a login'],
      ['GET', '/order-api/orders', 'orders'],
      ['GET', '/dev/outbox', 'a developer tool'],
      ['GET', '/product-api/get-product-detail/a/b', 'an extra segment'],
      ['GET', `/product-api/get-product-detail/${'a'.repeat(65)}`, 'a parameter past 64 characters'],
      ['GET', '/product-api/get-product-detail/a.b', 'a parameter with a dot'],
      ['GET', '/product-api/get-product-detail/', 'an empty parameter'],
      ['GET', '/product-api/get-productsx', 'a longer path'],
    ])('is false for %s %s (%s)', (method, url) => {
      expect(table.isPublicRead(method, url)).toBe(false);
    });
  });

  describe('errorBodyFor', () => {
    it.each([
      ['/product-api/get-product/x', { prods: null, msg: 'oops' }],
      ['/product-api/get-products', { prod: null, msg: 'oops' }],
      ['/product-api/get-products/1/40', { prod: null, msg: 'oops' }],
      ['/product-api/get-product-detail/x', { prod: null, msg: 'oops' }],
      ['/product-api/no-such-operation', { prod: null, msg: 'oops' }],
      ['/otp-api/send-otp', { success: false, message: 'oops' }],
      ['/otp-api/verify-otp', { success: false, message: 'oops' }],
      // The contract's default answer of POST /send-email is StatusError ({ status, msg }); the
      // shop server's former hand-written table said { msg }.
      ['/send-email', { status: false, msg: 'oops' }],
      ['/cart-api/get-all-carts', { status: false, msg: 'oops' }],
      ['/cart-api/remove-from-cart/x', { status: false, msg: 'oops' }],
      ['/user-api/login', { status: false, msg: 'oops' }],
      ['/user-api/forget-password', { msg: 'oops' }],
      ['/user-api/change-pass', { msg: 'oops' }],
      ['/order-api/orders', { status: false, msg: 'oops' }],
      ['/order-api/pincode/560001', { status: false, msg: 'oops' }],
      ['/not-an-api', { status: false, msg: 'oops' }],
    ])('answers %s with %j', (path, body) => {
      expect(table.errorBodyFor(path, 'oops')).toEqual(body);
    });
  });

  it('lists every operation with its method, path and whether it is a developer tool', () => {
    const byId = new Map(table.operations.map((operation) => [operation.operationId, operation]));
    expect(byId.get('getProductById')).toMatchObject({
      method: 'GET',
      path: '/product-api/get-product/{prod_id}',
      dev: false,
      publicRead: true,
      errorFamily: 'productById',
    });
    expect(byId.get('readOutbox')).toMatchObject({ method: 'GET', dev: true });
    expect(byId.get('sendEmail')).toMatchObject({ method: 'POST', publicRead: false });
  });
});

describe('operationFor', () => {
  it('names the operation a call is for, its query aside, and none for a path no operation has', () => {
    const byCall = (method: string, url: string) => table.operationFor(method, url)?.operationId;
    expect(byCall('GET', '/product-api/get-product-detail/abc123')).toBe('getProductDetail');
    expect(byCall('GET', '/product-api/get-products/2/20?x=1')).toBe('getProductsPage');
    expect(byCall('HEAD', '/product-api/get-products')).toBe('getProducts');
    expect(byCall('POST', '/cart-api/add-to-cart')).toBe('addToCart');
    expect(byCall('GET', '/cart-api/add-to-cart')).toBeUndefined();
    expect(byCall('GET', '/product-api/get-product-detail/a/b')).toBeUndefined();
  });
});

describe('apiTable on a document of its own', () => {
  it('throws for an operation whose default answer has no recognisable body', () => {
    expect(() => apiTable(oneOperation(jsonAnswer(['error', 'code'])))).toThrow(/getThing has no recognisable default/);
  });

  it('throws for an operation with no default answer', () => {
    const document = {
      paths: { '/thing-api/x': { post: { responses: { '200': jsonAnswer(['msg']) } } } },
    };
    expect(() => apiTable(document)).toThrow(/POST \/thing-api\/x has no recognisable default/);
  });

  it('follows chains of local references, and refuses others', () => {
    const document = oneOperation(
      { $ref: '#/components/responses/Failure' },
      {
        components: {
          responses: {
            Failure: { $ref: '#/components/responses/OtpFailure' },
            OtpFailure: {
              description: 'x',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Otp~1Result' } } },
            },
          },
          schemas: { 'Otp/Result': { type: 'object', required: ['success', 'message'] } },
        },
      },
    );
    expect(apiTable(document).errorBodyFor('/thing-api/get-thing', 'no')).toEqual({
      success: false,
      message: 'no',
    });
    expect(() => apiTable(oneOperation({ $ref: 'other.yaml#/Failure' }))).toThrow(/only local references/);
  });

  it('takes the document’s own security for operations that name none', () => {
    const open = apiTable(oneOperation(jsonAnswer(['msg'])));
    const guarded = apiTable(oneOperation(jsonAnswer(['msg']), { security: [{ token: [] }] }));
    expect(open.isPublicRead('GET', '/thing-api/get-thing')).toBe(true);
    expect(guarded.isPublicRead('GET', '/thing-api/get-thing')).toBe(false);
  });

  it('keeps a prefix the API shares with a developer tool among the API’s', () => {
    const document = {
      paths: {
        '/thing-api/x': { get: { responses: { default: jsonAnswer(['msg']) } } },
        '/thing-api/debug': { get: { tags: ['dev'], responses: { default: jsonAnswer(['msg']) } } },
        '/tools/y': { get: { tags: ['dev'], security: [], responses: { default: jsonAnswer(['msg']) } } },
      },
    };
    const own = apiTable(document);
    expect(own.prefixes).toEqual(['/thing-api']);
    expect(own.devPrefixes).toEqual(['/tools']);
    expect(own.isPublicRead('GET', '/tools/y'), 'a developer tool is no public read').toBe(false);
  });
});
