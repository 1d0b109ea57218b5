import { describe, expect, it } from 'vitest';
import { parsePrefer } from '../../src/http/faults.js';
import { bearer, buildTestApp, call, signUp } from '../helpers.js';

describe('Prefer header (Prism convention)', () => {
  it('code=503 answers that status with the operation’s error family', async () => {
    const app = await buildTestApp();
    const prefer = { prefer: 'code=503' };
    expect(await call(app, { url: '/product-api/get-products', headers: prefer })).toMatchObject({
      status: 503,
      body: { prod: null, msg: expect.stringMatching(/503/) },
    });
    expect(
      await call(app, { method: 'POST', url: '/otp-api/send-otp', headers: prefer, payload: { email: 'a@b.co' } }),
    ).toMatchObject({ status: 503, body: { success: false } });
    expect(
      await call(app, {
        method: 'PUT',
        url: '/user-api/forget-password',
        headers: { prefer: 'code=500' },
        payload: {},
      }),
    ).toMatchObject({ status: 500, body: { msg: expect.any(String) } });
    // The fault short-circuits the real work: no code was sent.
    expect(app.store.outbox.list()).toEqual([]);
  });

  it('works on authenticated routes too (before the token check)', async () => {
    const app = await buildTestApp();
    const { token } = await signUp(app);
    expect(
      await call(app, { url: '/cart-api/get-all-carts', headers: { ...bearer(token), prefer: 'code=429' } }),
    ).toMatchObject({ status: 429, body: { status: false } });
  });

  it('delay=N waits about N ms; MOCK_DELAY_MS (delayMs) delays every API answer', async () => {
    const app = await buildTestApp();
    let started = performance.now();
    expect((await call(app, { url: '/product-api/get-products/1/1', headers: { prefer: 'delay=150' } })).status).toBe(
      200,
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);

    const slow = await buildTestApp({ delayMs: 120 });
    started = performance.now();
    await call(slow, { url: '/product-api/get-products/1/1' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('leaves dev routes alone', async () => {
    const app = await buildTestApp();
    expect(
      (await call(app, { method: 'POST', url: '/dev/reset', payload: {}, headers: { prefer: 'code=503' } })).status,
    ).toBe(200);
  });

  it('parses combinations, caps delays at 10 s and ignores codes that are not errors', () => {
    expect(parsePrefer('code=404, delay=250')).toEqual({ code: 404, delayMs: 250 });
    expect(parsePrefer('delay=999999')).toEqual({ delayMs: 10_000 });
    expect(parsePrefer('code=200')).toEqual({});
    expect(parsePrefer('respond-async; wait=5')).toEqual({});
    expect(parsePrefer(undefined)).toEqual({});
  });
});
