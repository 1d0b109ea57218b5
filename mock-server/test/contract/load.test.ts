import { describe, expect, it } from 'vitest';
import { loadContract, parseContract } from '../../src/contract/load.js';
import { ContractError, resolveRefs } from '../../src/contract/resolve.js';
import { defaultOpenapiPath } from '../../src/paths.js';

describe('resolveRefs', () => {
  it('inlines local refs, keeping sibling keywords', () => {
    const doc = {
      components: { schemas: { Id: { type: 'string' } } },
      use: { $ref: '#/components/schemas/Id', description: 'An id' },
    };
    expect(resolveRefs(doc.use, doc)).toEqual({ type: 'string', description: 'An id' });
  });

  it('reports a reference cycle instead of looping', () => {
    const doc = { a: { $ref: '#/b' }, b: { items: { $ref: '#/a' } } };
    expect(() => resolveRefs(doc.a, doc)).toThrow(ContractError);
  });

  it('refuses remote refs and unknown targets', () => {
    expect(() => resolveRefs({ $ref: 'other.yaml#/x' }, {})).toThrow(/Only local/);
    expect(() => resolveRefs({ $ref: '#/nope' }, {})).toThrow(/Unresolvable/);
  });
});

describe('openapi.yaml as loaded by the server', () => {
  const contract = loadContract(defaultOpenapiPath);

  it('has the sixteen storefront operations, the seven mock-only checkout calls and the eight dev routes', () => {
    expect([...contract.operations.keys()].sort()).toEqual(
      [
        'getProducts',
        'getProductsPage',
        'getProductDetail',
        'getProductById',
        'getCart',
        'addToCart',
        'removeFromCart',
        'signup',
        'login',
        'updateUser',
        'deleteUser',
        'forgetPassword',
        'changePassword',
        'sendOtp',
        'verifyOtp',
        'sendEmail',
        'checkPincode',
        'placeOrder',
        'listOrders',
        'getOrder',
        'cancelOrder',
        'getInvoice',
        'getCheckoutTerms',
        'readOutbox',
        'resetState',
        'listRequests',
        'clearRequests',
        'readDrift',
        'readClock',
        'advanceClock',
        'settlePayment',
      ].sort(),
    );
  });

  it('turns OpenAPI paths into Fastify routes and reads the security scheme', () => {
    const page = contract.operation('getProductsPage');
    expect(page).toMatchObject({ method: 'GET', route: '/product-api/get-products/:page/:limit', requiresAuth: false });
    expect(page.params).toMatchObject({ required: ['page', 'limit'], additionalProperties: false });
    expect(contract.operation('getCart').requiresAuth).toBe(true);
    // Query parameters become a querystring schema; optional ones are not required.
    expect(contract.operation('listRequests').query).toMatchObject({
      required: [],
      additionalProperties: false,
      properties: { operation: {}, session: {} },
    });
    expect(contract.operation('signup').requiresAuth).toBe(false);
  });

  it('derives each operation’s error family from its default answer', () => {
    const families = Object.fromEntries(
      [...contract.operations.values()].map((op) => [op.operationId, op.errorFamily]),
    );
    expect(families).toMatchObject({
      getProducts: 'product',
      getProductDetail: 'product',
      getCart: 'status',
      signup: 'status',
      forgetPassword: 'message',
      changePassword: 'message',
      sendOtp: 'otp',
      verifyOtp: 'otp',
      sendEmail: 'status',
    });
  });

  it('resolves every $ref (no schema the server uses points elsewhere)', () => {
    for (const op of contract.operations.values()) {
      expect(
        JSON.stringify([op.params, op.body, [...op.responses.values()].map((m) => [...m.values()])]),
      ).not.toContain('$ref');
    }
  });

  it('throws a clear error for an unknown operation', () => {
    expect(() => contract.operation('nope')).toThrow(/no operation "nope"/);
  });

  it('rejects a document whose operation has no error answer', () => {
    const text = `openapi: 3.1.0\npaths:\n  /x:\n    get:\n      operationId: x\n      responses:\n        '200': { description: ok }\n`;
    expect(() => parseContract(text)).toThrow(/no recognisable default/);
  });
});
