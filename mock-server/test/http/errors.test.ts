/** Bad input of every kind gets a clear 4xx in the operation's family; failures never show internals. */
import { describe, expect, it } from 'vitest';
import { operation } from '../../src/http/operation.js';
import { buildTestApp, call, expectNoInternals } from '../helpers.js';

const jsonHeaders = { 'content-type': 'application/json' };

describe('bad input', () => {
  it.each([
    ['/user-api/signup', 'POST', { status: false, msg: 'The request body is not valid JSON' }],
    ['/user-api/forget-password', 'PUT', { msg: 'The request body is not valid JSON' }],
    ['/otp-api/verify-otp', 'POST', { success: false, message: 'The request body is not valid JSON' }],
  ] as const)('broken JSON to %s: 400 in the operation’s family', async (url, method, expected) => {
    const app = await buildTestApp();
    const { status, body, response } = await call(app, {
      method,
      url,
      headers: jsonHeaders,
      payload: '{"user_data": {"email": ',
    });
    expect(status).toBe(400);
    expect(body).toEqual(expected);
    expectNoInternals(response.body);
  });

  it('an empty JSON body: 400', async () => {
    const app = await buildTestApp();
    const { status, body } = await call(app, {
      method: 'POST',
      url: '/user-api/login',
      headers: jsonHeaders,
      payload: '',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, msg: expect.any(String) });
  });

  it('a body that is not an object (array, string, null): 400', async () => {
    const app = await buildTestApp();
    for (const payload of ['[]', '"hi"', 'null']) {
      const { status, body } = await call(app, {
        method: 'POST',
        url: '/otp-api/send-otp',
        headers: jsonHeaders,
        payload,
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message: expect.stringMatching(/^body must be object/) });
    }
  });

  it('a prototype-pollution attempt: 400, and nothing polluted', async () => {
    const app = await buildTestApp();
    const { status } = await call(app, {
      method: 'POST',
      url: '/otp-api/send-otp',
      headers: jsonHeaders,
      payload: '{"email":"a@b.co","__proto__":{"polluted":true}}',
    });
    expect(status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('an oversized body (over 64 KB): 413 in the family', async () => {
    const app = await buildTestApp();
    const payload = JSON.stringify({ options: { to: 'a@b.co', subject: 's', msg: 'x'.repeat(70_000) } });
    const { status, body } = await call(app, { method: 'POST', url: '/send-email', headers: jsonHeaders, payload });
    expect(status).toBe(413);
    expect(body).toEqual({ status: false, msg: 'The request body is too large' });
  });

  it('a body in another media type: 415; text/plain: 400 (not an object)', async () => {
    const app = await buildTestApp();
    const login = (contentType: string, payload: string) =>
      call(app, { method: 'POST', url: '/user-api/login', headers: { 'content-type': contentType }, payload });
    expect(await login('application/xml', '<x/>')).toMatchObject({
      status: 415,
      body: { status: false, msg: 'Send the request body as application/json' },
    });
    expect((await login('text/plain', 'hello')).status).toBe(400);
  });

  it('a missing body: 400', async () => {
    const app = await buildTestApp();
    const { status, body } = await call(app, { method: 'POST', url: '/user-api/signup' });
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, msg: expect.stringMatching(/^body must be object/) });
  });

  it('types are never coerced: a number where a string belongs is a 400, not "1234"', async () => {
    const app = await buildTestApp();
    const { status, body } = await call(app, {
      method: 'POST',
      url: '/user-api/login',
      payload: { user_data: { email: 'demo@example.com', password: 12345 } },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, msg: 'body/user_data/password must be string' });
  });

  it('an unknown route or method: 404 JSON', async () => {
    const app = await buildTestApp();
    expect(await call(app, { url: '/product-api/get-everything' })).toMatchObject({
      status: 404,
      body: { status: false, msg: 'Not found' },
    });
    expect(await call(app, { method: 'POST', url: '/product-api/get-products' })).toMatchObject({
      status: 404,
      body: { status: false, msg: 'Not found' },
    });
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic message in the family, and log the error with the request line', async () => {
    const lines: string[] = [];
    const app = await buildTestApp({ logger: { stream: { write: (line: string) => lines.push(line) } } });
    app.route({
      ...operation(app, 'sendOtp'),
      url: '/test/explodes',
      handler: async () => {
        throw new TypeError('secret internal detail at /srv/app/src/db.ts:42');
      },
    });
    const { status, body, response } = await call(app, {
      method: 'POST',
      url: '/test/explodes',
      payload: { email: 'a@b.co' },
    });
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toContain('secret');
    expectNoInternals(response.body);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.url === '/test/explodes');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 50,
      statusCode: 500,
      err: { message: expect.stringContaining('secret internal detail') },
    });
  });
});
