/**
 * The onSend check: an answer that drifts from openapi.yaml must fail loudly in tests and
 * development, so a handler cannot quietly change the wire format.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { validatorsFor } from '../../src/contract/ajv.js';
import { createResponseChecker } from '../../src/contract/checks.js';
import { loadContract } from '../../src/contract/load.js';
import { operation } from '../../src/http/operation.js';
import { defaultOpenapiPath } from '../../src/paths.js';
import { buildTestApp } from '../helpers.js';

describe('response checks against openapi.yaml', () => {
  it('turns a handler that answers the wrong shape into a 500 and logs why', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildTestApp({ validateResponses: true, logger: { stream } });
    // The real getProducts contract, with a handler that forgot the `content` of a product.
    app.route({
      ...operation(app, 'getProducts'),
      url: '/test/drifting',
      handler: async () => ({ prod: [{ _id: 'abc', url: '/x.svg', __v: 0 }] }),
    });

    const response = await app.inject({ url: '/test/drifting' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ prod: null, msg: expect.stringMatching(/outside its contract/) });
    const line = lines.find((l) => l.url === '/test/drifting');
    expect(line).toMatchObject({ statusCode: 500, msg: 'response outside the contract' });
    expect(String(line?.contractViolation)).toMatch(/must have required property 'content'/);
  });

  it('catches a body in the wrong error family, and a media type the contract does not list', async () => {
    const app = await buildTestApp({ validateResponses: true });
    app.route({
      ...operation(app, 'getProductDetail'),
      url: '/test/wrong-family/:prod_id',
      handler: async (_req, reply) => reply.code(400).send({ status: false, msg: 'bad' }),
    });
    app.route({
      ...operation(app, 'getProducts'),
      url: '/test/plain-text',
      handler: async (_req, reply) => reply.code(418).type('text/plain').send('teapot'),
    });

    const wrongFamily = await app.inject({ url: '/test/wrong-family/aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(wrongFamily.statusCode).toBe(500);
    const plainText = await app.inject({ url: '/test/plain-text' });
    expect(plainText.statusCode).toBe(500);
    expect(plainText.json()).toMatchObject({ prod: null });
  });

  it('lets the same drift through untouched when checks are off (production)', async () => {
    const app = await buildTestApp({ validateResponses: false });
    app.route({
      ...operation(app, 'getProducts'),
      url: '/test/drifting',
      handler: async () => ({ prod: 'not a list' }),
    });
    const response = await app.inject({ url: '/test/drifting' });
    expect(response.statusCode).toBe(200);
  });

  it('the checker names status, media type and field problems', () => {
    const contract = loadContract(defaultOpenapiPath);
    const checker = createResponseChecker(contract, validatorsFor(contract));
    expect(checker.check('getCart', 200, 'application/json', { status: true, prods: [] })).toBeNull();
    expect(checker.check('getCart', 200, 'application/json', { status: 'yes' })).toMatch(/\/status must be boolean/);
    expect(checker.check('getCart', 200, 'text/html', '<p>')).toMatch(/media type "text\/html" is not documented/);
    expect(checker.check('readOutbox', 200, 'text/html; charset=utf-8', '<p>hi</p>')).toBeNull();
    // An injected 503 is covered by the documented `default` answer.
    expect(checker.check('sendOtp', 503, 'application/json', { success: false, message: 'down' })).toBeNull();
  });
});
