/**
 * UPSTREAM_URL: the mock server as a validating proxy. Answers pass through (status and bytes); every
 * way the upstream (or the caller) differs from openapi.yaml is listed at /dev/drift, without values.
 * What a hostile upstream or client can do through a real socket: the other test files here.
 */
import { gzipSync } from 'node:zlib';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../src/journal/journal.js';
import type { DriftReport } from '../../src/proxy/drift.js';
import { bearer, buildTestApp, call, deliveryAddress, signUp } from '../helpers.js';
import { closedPortUrl, hostedProducts, json, proxyToUpstream } from './upstream.js';

const product =
  hostedProducts[0] ??
  (() => {
    throw new Error('no fixture');
  })();
const loginToken = 'hosted.jwt.token-that-must-not-be-stored';

/** The hosted API with two drifts: login renames `msg`, update answers an undocumented 202. */
const drifting = {
  '/user-api/login': (_request: unknown, response: Parameters<typeof json>[0]) =>
    json(response, 200, {
      status: true,
      message: 'User loggin...',
      token: loginToken,
      user: { firstname: 'A', lastname: 'B', phone: '9876543210', email: 'a@example.com' },
    }),
  '/user-api/update': (_request: unknown, response: Parameters<typeof json>[0]) =>
    json(response, 202, { status: true, msg: 'User Update' }),
};

function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

async function driftOf(app: Awaited<ReturnType<typeof buildTestApp>>) {
  return (await app.inject({ url: '/dev/drift' })).json<DriftReport>();
}

describe('the validating proxy', () => {
  it('passes answers through unchanged, status, headers and bytes', async () => {
    const { app } = await proxyToUpstream();
    const response = await app.inject({ url: '/product-api/get-products/1/2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-upstream']).toBe('hosted');
    expect(response.body).toBe(JSON.stringify({ prod: hostedProducts }));
    // The hosted records' real https image URLs: the mock's own catalogue never answered.
    expect(response.json<{ prod: { url: string }[] }>().prod[0]?.url).toMatch(/^https:\/\//);
    expect((await driftOf(app)).drifts).toEqual([]);
  });

  it('forwards method, path, query, body and the allowed headers, not hop-by-hop, custom or session ones', async () => {
    const { upstream, app } = await proxyToUpstream();
    const payload = JSON.stringify({
      user_data: {
        firstname: 'A',
        lastname: 'B',
        username: 'ab',
        email: 'a@example.com',
        password: 'pw-123456',
        phone: '9876543210',
      },
    });
    await app.inject({
      method: 'POST',
      url: '/user-api/signup?ref=mail',
      payload,
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer abc',
        'x-custom': 'kept',
        connection: 'keep-alive, x-hop',
        'x-hop': 'dropped',
        'keep-alive': 'timeout=5',
        'x-mock-session': 'w1',
      },
    });
    const [forwarded] = upstream.received;
    expect(forwarded).toMatchObject({ method: 'POST', url: '/user-api/signup?ref=mail', body: payload });
    expect(forwarded?.headers).toMatchObject({ authorization: 'Bearer abc', 'content-type': 'application/json' });
    for (const gone of ['x-custom', 'x-hop', 'keep-alive', 'x-mock-session'])
      expect(forwarded?.headers).not.toHaveProperty(gone);
  });

  it('records a renamed field and an undocumented status at /dev/drift, and passes both answers through', async () => {
    const { lines, logger } = logLines();
    const { upstream, app } = await proxyToUpstream(drifting, { logger });

    const login = await call(app, {
      method: 'POST',
      url: '/user-api/login',
      payload: { user_data: { email: 'a@example.com', password: 'hosted-pass-1' } },
    });
    expect(login.body).toMatchObject({ message: 'User loggin...', token: loginToken });
    await call(app, {
      method: 'POST',
      url: '/user-api/login',
      payload: { user_data: { email: 'a@example.com', password: 'hosted-pass-1' } },
    });
    const update = await call(app, {
      method: 'PUT',
      url: '/user-api/update',
      payload: { user_data: { firstname: 'A', lastname: 'B', phone: '1', email: 'a@example.com' } },
    });
    expect(update.status).toBe(202);

    const report = await driftOf(app);
    expect(report).toMatchObject({ upstream: upstream.url, total: 3, distinct: 2, dropped: 0 });
    expect(report.drifts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          operationId: 'login',
          method: 'POST',
          path: '/user-api/login',
          direction: 'response',
          status: 200,
          in: 'body',
          pointer: '/msg',
          expected: 'a required property',
          actual: 'missing',
          count: 2,
        }),
        expect.objectContaining({
          operationId: 'updateUser',
          path: '/user-api/update',
          direction: 'response',
          status: 202,
          in: 'status',
          expected: expect.stringContaining('200'),
          actual: '202',
        }),
      ]),
    );
    // One log line per mismatch, the first time it is seen; no token, password or body anywhere.
    expect(lines.filter((l) => l.msg === 'upstream drift from openapi.yaml')).toHaveLength(2);
    const stored = JSON.stringify(report) + JSON.stringify(lines);
    for (const secret of [loginToken, 'hosted-pass-1', 'User loggin...']) expect(stored).not.toContain(secret);
  });

  it('records a wrong type inside a gzip answer while passing the compressed bytes through', async () => {
    const drifted = {
      prod: { ...product, content: { ...product.content, price: { ...product.content.price, sell_price: 14993 } } },
    };
    const zipped = gzipSync(JSON.stringify(drifted));
    const { app } = await proxyToUpstream({
      [`/product-api/get-product-detail/${product._id}`]: (_request, response) => {
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          'content-length': String(zipped.length),
        });
        response.end(zipped);
      },
    });
    const response = await app.inject({
      url: `/product-api/get-product-detail/${product._id}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(zipped)).toBe(true);
    expect((await driftOf(app)).drifts).toEqual([
      expect.objectContaining({
        operationId: 'getProductDetail',
        path: '/product-api/get-product-detail/{prod_id}',
        in: 'body',
        pointer: '/prod/content/price/sell_price',
        expected: 'string',
        actual: 'integer',
      }),
    ]);
  });

  it('records requests that break the contract and paths it does not have, and still forwards them', async () => {
    const { upstream, app } = await proxyToUpstream();
    const signup = await call(app, {
      method: 'POST',
      url: '/user-api/signup',
      payload: { user_data: { email: 'a@example.com', referredBy: 'x' } },
    });
    expect(signup.body).toEqual({ status: false, msg: 'User Already Exists...' }); // the upstream's answer, not our 400
    const unknown = await app.inject({ url: '/product-api/get-categories' });
    expect(unknown.statusCode).toBe(404);
    expect(upstream.received.map((r) => r.url)).toEqual(['/user-api/signup', '/product-api/get-categories']);

    const { drifts } = await driftOf(app);
    expect(drifts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          operationId: 'signup',
          direction: 'request',
          status: null,
          in: 'body',
          pointer: '/user_data/firstname',
          actual: 'missing',
        }),
        expect.objectContaining({
          operationId: 'signup',
          direction: 'request',
          pointer: '/user_data/referredBy',
          actual: 'present (string)',
        }),
        expect.objectContaining({
          operationId: null,
          method: 'GET',
          path: '/product-api/*',
          in: 'operation',
          actual: 'GET /product-api/*',
        }),
      ]),
    );
  });

  it('shows /dev/drift as an escaped page to a browser, and says when the server is no proxy', async () => {
    const { app } = await proxyToUpstream();
    await app.inject({ url: '/product-api/<script>alert(1)</script>' });
    const page = await app.inject({ url: '/dev/drift', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Drift (1)</title>');
    expect(page.body).toContain('not in openapi.yaml');
    expect(page.body).not.toContain('<script>');

    const plain = await buildTestApp();
    expect((await plain.inject({ url: '/dev/drift' })).json()).toEqual({
      upstream: null,
      total: 0,
      distinct: 0,
      dropped: 0,
      drifts: [],
    });
    expect((await plain.inject({ url: '/dev/drift', headers: { accept: 'text/html' } })).body).toContain('not a proxy');
  });

  it('journals proxied calls as answered by the upstream', async () => {
    const { app } = await proxyToUpstream();
    await app.inject({
      url: '/cart-api/get-all-carts',
      headers: { authorization: 'Bearer hosted-token', 'x-mock-session': 'w1' },
    });
    const { requests } = (await call(app, { url: '/dev/requests' })).body as { requests: JournalEntry[] };
    expect(requests).toEqual([
      expect.objectContaining({
        operationId: 'getCart',
        status: 200,
        session: 'w1',
        answeredBy: 'upstream',
        headers: expect.objectContaining({ authorization: 'Bearer [redacted]' }),
      }),
    ]);
  });

  it("keeps its own CORS answer, not the upstream's", async () => {
    const { app } = await proxyToUpstream(
      {
        '/cart-api/get-all-carts': (_request, response) =>
          json(response, 200, { status: true, prods: [] }, { 'access-control-allow-origin': '*' }),
      },
      { corsOrigins: ['http://localhost:5173'] },
    );
    const response = await app.inject({ url: '/cart-api/get-all-carts', headers: { origin: 'http://localhost:5173' } });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('serves the shop, docs and dev routes itself', async () => {
    const { upstream, app } = await proxyToUpstream();
    expect((await app.inject({ url: '/dev/outbox' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/docs/json' })).statusCode).toBe(200);
    expect(upstream.received).toEqual([]);
  });
});

describe('when the upstream fails', () => {
  it("answers 502 in the operation's error family when the upstream cannot be reached", async () => {
    const app = await buildTestApp({ upstream: { url: await closedPortUrl() } });
    const products = await call(app, { url: '/product-api/get-products/1/40' });
    expect(products.status).toBe(502);
    expect(products.body).toEqual({ prod: null, msg: expect.stringMatching(/could not reach/) });
    const otp = await call(app, { method: 'POST', url: '/otp-api/send-otp', payload: { email: 'a@example.com' } });
    expect(otp.body).toEqual({ success: false, message: expect.stringMatching(/could not reach/) });
  });

  it('answers 504 when the upstream does not answer in time', async () => {
    const never = () => undefined;
    const { app } = await proxyToUpstream({ '/cart-api/get-all-carts': never }, { upstream: { timeoutMs: 200 } });
    const { status, body } = await call(app, { url: '/cart-api/get-all-carts' });
    expect(status).toBe(504);
    expect(body).toEqual({ status: false, msg: expect.stringMatching(/did not answer in time/) });
    const { requests } = (await call(app, { url: '/dev/requests' })).body as { requests: JournalEntry[] };
    expect(requests[0]).toMatchObject({ status: 504, answeredBy: 'proxy' });
  });

  it('with UPSTREAM_FALLBACK=mock, answers from the mock and says so, body included', async () => {
    const app = await buildTestApp({ upstream: { url: await closedPortUrl(), fallback: 'mock' } });
    const page = await app.inject({ url: '/product-api/get-products/1/2' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-mock-fallback']).toBe('upstream-unreachable');
    expect(page.json<{ prod: { _id: string }[] }>().prod.map((p) => p._id)).toEqual([
      app.store.catalog.at(0)?._id,
      app.store.catalog.at(1)?._id,
    ]);

    const form = {
      firstname: 'A',
      lastname: 'B',
      username: 'ab',
      email: 'fallback@example.com',
      password: 'pw-123456',
      phone: '9876543210',
    };
    const signup = await app.inject({
      method: 'POST',
      url: '/user-api/signup',
      payload: { user_data: form },
      headers: { 'x-mock-session': 'w1' },
    });
    expect(signup.json()).toMatchObject({ status: true, user: { email: 'fallback@example.com' } });
    expect(signup.headers['x-mock-fallback']).toBe('upstream-unreachable');
    const { requests } = (await call(app, { url: '/dev/requests' })).body as { requests: JournalEntry[] };
    expect(requests.map((r) => r.answeredBy)).toEqual(['mock-fallback', 'mock-fallback']);
  });

  it('with UPSTREAM_FALLBACK=mock, answers from the mock when the upstream answers 5xx or times out', async () => {
    const { app } = await proxyToUpstream(
      {
        '/product-api/get-products/1/1': (_request, response) => json(response, 503, { msg: 'down' }),
        '/cart-api/get-all-carts': () => undefined,
      },
      { upstream: { fallback: 'mock', timeoutMs: 200 } },
    );
    const page = await app.inject({ url: '/product-api/get-products/1/1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-mock-fallback']).toBe('upstream-503');
    const cart = await app.inject({ url: '/cart-api/get-all-carts' });
    expect(cart.statusCode).toBe(401); // the mock's own answer: no token of the mock was sent
    expect(cart.headers['x-mock-fallback']).toBe('upstream-timeout');
  });

  it('never answers the mock-only calls from the mock: 404, as the hosted API does, even with the fallback', async () => {
    const down = (_request: unknown, response: Parameters<typeof json>[0]) => json(response, 503, { msg: 'down' });
    const { upstream, app } = await proxyToUpstream(
      { '/user-api/signup': down, '/order-api/orders': down },
      { upstream: { fallback: 'mock' } },
    );
    // An account of the mock's, through the fallback, so that only the proxy's rule can refuse the order.
    const { token, user } = await signUp(app);
    const product = app.store.catalog.at(0);
    const order = {
      idempotencyKey: 'c0ffee00-0000-4000-8000-000000000001',
      lines: [{ productId: product?._id, quantity: 1 }],
      address: deliveryAddress,
      payment: { method: 'cod' },
      expectedTotal: 1,
    };
    for (const request of [
      { method: 'POST' as const, url: '/order-api/orders', payload: order },
      { method: 'GET' as const, url: '/order-api/orders' },
      { method: 'GET' as const, url: '/order-api/orders/OD100000000000000001' },
      { method: 'GET' as const, url: '/order-api/pincode/560001' },
      { method: 'GET' as const, url: '/order-api/checkout-terms' },
      { method: 'POST' as const, url: '/order-api/orders/OD100000000000000001/cancel', payload: {} },
      { method: 'GET' as const, url: '/order-api/orders/OD100000000000000001/invoice' },
    ]) {
      const response = await app.inject({ ...request, headers: bearer(token) });
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-mock-fallback']).toBeUndefined();
      expect(response.json()).toEqual({ status: false, msg: expect.stringMatching(/does not .* take orders/) });
    }
    expect(app.store.orders.list(user._id)).toEqual([]);
    // Not even asked: the upstream saw the sign-up only.
    expect(upstream.received.map((r) => r.url)).toEqual(['/user-api/signup']);
    const { requests } = (await call(app, { url: '/dev/requests' })).body as { requests: JournalEntry[] };
    // Newest first.
    expect(requests.map((r) => [r.status, r.answeredBy])).toEqual([
      ...Array.from({ length: 7 }, () => [404, 'proxy']),
      [200, 'mock-fallback'],
    ]);
  });
});
