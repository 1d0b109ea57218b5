/**
 * GET /dev/requests: what a client called, so tests can assert it; never what was sent (no body, no
 * token, no password, no code).
 */
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../src/journal/journal.js';
import { bearer, buildTestApp, call, fakeClock, latestCode, signUp } from '../helpers.js';

type Listing = { capacity: number; requests: JournalEntry[] };

describe('the request journal', () => {
  it('lists API calls newest first with operation, method, path, status, duration and session', async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now });
    await call(app, { url: '/product-api/get-products/1/40' });
    clock.advance(1000);
    await call(app, { url: '/cart-api/get-all-carts', headers: { 'x-mock-session': 'worker-1' } });
    await call(app, { url: '/dev/outbox' }); // dev routes are not API calls
    await call(app, { url: '/docs/json' });

    const { status, body } = await call(app, { url: '/dev/requests' });
    expect(status).toBe(200);
    expect(body).toEqual({
      capacity: 500,
      requests: [
        {
          time: new Date(clock.now()).toISOString(),
          operationId: 'getCart',
          method: 'GET',
          path: '/cart-api/get-all-carts',
          status: 401,
          durationMs: expect.any(Number),
          session: 'worker-1',
          answeredBy: 'mock',
          headers: expect.any(Object),
        },
        expect.objectContaining({
          operationId: 'getProductsPage',
          path: '/product-api/get-products/1/40',
          status: 200,
          session: null,
        }),
      ],
    });
  });

  it('never holds a password, a code, a token or a cookie', async () => {
    const app = await buildTestApp();
    const { form, token } = await signUp(app);
    await call(app, {
      method: 'POST',
      url: '/user-api/login',
      payload: { user_data: { email: form.email, password: form.password } },
    });
    await call(app, { method: 'POST', url: '/otp-api/send-otp', payload: { email: form.email } });
    const code = latestCode(app, form.email);
    await call(app, { method: 'POST', url: '/otp-api/verify-otp', payload: { email: form.email, otp: code } });
    await call(app, {
      url: '/cart-api/get-all-carts?otp=9911&page=2',
      headers: { ...bearer(token), cookie: 'token=cookie-secret' },
    });

    const response = await app.inject({ url: '/dev/requests' });
    const text = response.body;
    for (const secret of [form.password, token, code, '9911', 'cookie-secret']) expect(text).not.toContain(secret);
    const cart = response.json<Listing>().requests.find((r) => r.operationId === 'getCart');
    expect(cart?.headers.authorization).toBe('Bearer [redacted]');
    expect(cart?.headers).not.toHaveProperty('cookie');
    expect(cart?.path).toBe('/cart-api/get-all-carts?otp=[redacted]&page=[redacted]');
  });

  it('redacts every query value whatever its name, keeping the names', async () => {
    const app = await buildTestApp();
    const secrets = { pin: '4321', pw: 'hunter2-pw', jwt: 'eyJ.jwt.sig', sig: 'sig-0xdead', credential: 'cred-77' };
    const query = new URLSearchParams(secrets).toString();
    await call(app, { url: `/product-api/get-products/1/1?${query}` });
    const response = await app.inject({ url: '/dev/requests' });
    for (const value of Object.values(secrets)) expect(response.body).not.toContain(value);
    expect(response.json<Listing>().requests[0]?.path).toBe(
      '/product-api/get-products/1/1?pin=[redacted]&pw=[redacted]&jwt=[redacted]&sig=[redacted]&credential=[redacted]',
    );
  });

  it('cuts a path with a 16,000-character query at 2 KB', async () => {
    const app = await buildTestApp();
    const longName = 'n'.repeat(16_000);
    await call(app, { url: `/product-api/get-products/1/1?${longName}` });
    const [entry] = (await app.inject({ url: '/dev/requests' })).json<Listing>().requests;
    expect(entry?.path.length).toBeLessThanOrEqual(2048 + 10);
    expect(entry?.path).toMatch(/^\/product-api\/get-products\/1\/1\?n+…\[cut\]$/);
  });

  it.each([
    ['secret-token Bearer', '[redacted]'],
    ['secret-token', '[redacted]'],
    ['bearer abc.def', 'Bearer [redacted]'],
    ['Basic dXNlcjpwYXNz', 'Basic [redacted]'],
  ])('shows an authorization header %j only as its known scheme', async (authorization, shown) => {
    const app = await buildTestApp();
    await call(app, { url: '/cart-api/get-all-carts', headers: { authorization } });
    const response = await app.inject({ url: '/dev/requests' });
    expect(response.json<Listing>().requests[0]?.headers.authorization).toBe(shown);
    expect(response.body).not.toContain('secret-token');
  });

  it('filters by operation and by session', async () => {
    const app = await buildTestApp();
    for (const session of ['a', 'b']) {
      await call(app, { url: '/product-api/get-products/1/1', headers: { 'x-mock-session': session } });
      await call(app, {
        method: 'POST',
        url: '/otp-api/send-otp',
        headers: { 'x-mock-session': session },
        payload: { email: `${session}@example.com` },
      });
    }
    const list = async (query: string) =>
      (await call(app, { url: `/dev/requests${query}` })).body.requests as JournalEntry[];
    expect((await list('?session=a')).map((r) => r.operationId)).toEqual(['sendOtp', 'getProductsPage']);
    expect((await list('?operation=sendOtp')).map((r) => r.session)).toEqual(['b', 'a']);
    expect(await list('?operation=sendOtp&session=b')).toHaveLength(1);
    expect((await call(app, { url: '/dev/requests?session=a%20b' })).status).toBe(400);
  });

  it('DELETE clears it, or with ?session= only that session', async () => {
    const app = await buildTestApp();
    for (const session of ['a', 'b', 'a'])
      await call(app, { url: '/product-api/get-products/1/1', headers: { 'x-mock-session': session } });

    expect((await call(app, { method: 'DELETE', url: '/dev/requests?session=a', payload: {} })).body).toEqual({
      status: true,
      msg: 'Journal cleared',
    });
    expect(((await call(app, { url: '/dev/requests' })).body.requests as JournalEntry[]).map((r) => r.session)).toEqual(
      ['b'],
    );
    await call(app, { method: 'DELETE', url: '/dev/requests', payload: {} });
    expect((await call(app, { url: '/dev/requests' })).body.requests).toEqual([]);
  });

  it('keeps only the last JOURNAL_SIZE calls', async () => {
    const app = await buildTestApp({ journalSize: 3 });
    for (let page = 1; page <= 5; page += 1) await call(app, { url: `/product-api/get-products/${page}/1` });
    const { body } = await call(app, { url: '/dev/requests' });
    expect(body.capacity).toBe(3);
    expect((body.requests as JournalEntry[]).map((r) => r.path)).toEqual([
      '/product-api/get-products/5/1',
      '/product-api/get-products/4/1',
      '/product-api/get-products/3/1',
    ]);
  });
});
