/**
 * The one-time-code findings of the security review: a budget of wrong guesses per account across
 * every code (3), a code unlocks only its own login and pending logins expire (4), a code serves one
 * purpose (5), forget-password does not tell who has an account (8), the store forgets (9).
 */
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../src/app.js';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, fakeClock, latestCode, signUp } from '../helpers.js';
import { codeClient } from './codeClient.js';

const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');

/** An app with one signed-up shopper, and a client on loopback. */
async function withShopper(options: AppOptions = {}) {
  const app = await buildTestApp(options);
  const { form } = await signUp(app);
  return { app, form, shop: codeClient(app) };
}

const works = async (app: FastifyInstance, token: string) =>
  (await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) })).status === 200;

describe('3. at most 10 wrong codes per account per 24 hours, across codes and purposes', () => {
  it('a fresh code does not reset the count; past 10, even the right code fails until the day is over', async () => {
    const clock = fakeClock();
    const { app, form, shop } = await withShopper({
      now: clock.now,
      rateLimits: { verifyOtp: [], sendOtp: [], forgetPassword: [] },
    });
    // Login codes and reset codes alike, 3 wrong guesses per fresh code (under the per-code 5).
    for (let round = 0; round < 4; round += 1) {
      const token = await shop.login(form.email, form.password);
      await shop.sendOtp(form.email, round % 2 === 0 ? token : undefined);
      const code = latestCode(app, form.email);
      for (let i = 0; i < 3 && round * 3 + i < 10; i += 1) {
        const guess =
          round % 2 === 0
            ? shop.verifyOtp(form.email, wrongCode(code), token)
            : shop.forget(form.email, wrongCode(code));
        expect((await guess).status).not.toBe(429);
      }
    }
    const token = await shop.login(form.email, form.password);
    await shop.sendOtp(form.email, token);
    const right = await shop.verifyOtp(form.email, latestCode(app, form.email), token);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      success: false,
      message: 'Too many wrong codes for this account. No code can be used for the next 24 hours.',
    });
    expect(right.response.headers['retry-after']).toBeDefined();
    expect(await works(app, token)).toBe(false);
    // The reset form says the same, in its own family.
    await shop.sendOtp(form.email);
    expect(await shop.forget(form.email, latestCode(app, form.email))).toMatchObject({
      status: 429,
      body: { msg: expect.stringMatching(/^Too many wrong codes for this account/) },
    });

    clock.advance(24 * 60 * 60_000);
    const later = await shop.login(form.email, form.password);
    await shop.sendOtp(form.email, later);
    expect((await shop.verifyOtp(form.email, latestCode(app, form.email), later)).body.success).toBe(true);
  });

  it('a code verified for a reset cannot be guessed without limit in forget-password', async () => {
    const { app, form, shop } = await withShopper({ rateLimits: { forgetPassword: [] } });
    await shop.sendOtp(form.email);
    const code = latestCode(app, form.email);
    expect((await shop.verifyOtp(form.email, code)).body.success).toBe(true);
    for (let i = 0; i < 10; i += 1) expect((await shop.forget(form.email, wrongCode(code))).status).toBe(201);
    expect((await shop.forget(form.email, code)).status).toBe(429);
  });
});

describe('4. a code unlocks only the login it belongs to; pending logins live 10 minutes', () => {
  it('with the login token header: only that login', async () => {
    const { app, form, shop } = await withShopper();
    const first = await shop.login(form.email, form.password);
    const second = await shop.login(form.email, form.password);
    await shop.sendOtp(form.email, second);
    expect((await shop.verifyOtp(form.email, latestCode(app, form.email), second)).body.success).toBe(true);
    expect(await works(app, second)).toBe(true);
    expect(await works(app, first)).toBe(false);
  });

  it('a code sent for one login cannot be used for another, nor without its token', async () => {
    const { app, form, shop } = await withShopper();
    const mine = await shop.login(form.email, form.password);
    const theirs = await shop.login(form.email, form.password);
    await shop.sendOtp(form.email, mine);
    const code = latestCode(app, form.email);
    expect((await shop.verifyOtp(form.email, code, theirs)).body).toEqual({ success: false, message: 'Invalid OTP' });
    expect((await shop.verifyOtp(form.email, code)).body).toEqual({ success: false, message: 'Invalid OTP' });
    expect(await works(app, theirs)).toBe(false);
  });

  it('without the header (the hosted wire format): only the latest pending login from the same address', async () => {
    const app = await buildTestApp();
    const { form } = await signUp(app);
    const here = codeClient(app, '198.51.100.1');
    const elsewhere = codeClient(app, '203.0.113.9');
    const older = await here.login(form.email, form.password);
    const latest = await here.login(form.email, form.password);
    const stranger = await elsewhere.login(form.email, form.password);
    await here.sendOtp(form.email);
    expect((await here.verifyOtp(form.email, latestCode(app, form.email))).body.success).toBe(true);
    expect(await works(app, latest)).toBe(true);
    expect(await works(app, older)).toBe(false);
    expect(await works(app, stranger)).toBe(false);
  });

  it('a pending login expires after 10 minutes: its token is refused with 401 and its code cannot revive it', async () => {
    const clock = fakeClock();
    const { app, form, shop } = await withShopper({ now: clock.now });
    const token = await shop.login(form.email, form.password);
    await shop.sendOtp(form.email, token);
    const code = latestCode(app, form.email);
    clock.advance(10 * 60_000);
    const late = await shop.sendOtp(form.email, token);
    expect(late).toMatchObject({
      status: 401,
      body: { success: false, message: 'This sign-in has expired. Please log in again.' },
    });
    expect((await shop.verifyOtp(form.email, code, token)).status).toBe(401);
    expect(await works(app, token)).toBe(false);
  });

  it('a verified login lasts the usual 4 days from verification', async () => {
    const clock = fakeClock();
    const { app, form, shop } = await withShopper({ now: clock.now });
    const token = await shop.login(form.email, form.password);
    clock.advance(9 * 60_000);
    await shop.sendOtp(form.email, token);
    await shop.verifyOtp(form.email, latestCode(app, form.email), token);
    clock.advance(4 * 24 * 60 * 60_000 - 1);
    expect(await works(app, token)).toBe(true);
  });
});

describe('5. a code serves one purpose', () => {
  it('a code used to sign in cannot reset the password', async () => {
    const { app, form, shop } = await withShopper();
    await shop.login(form.email, form.password);
    await shop.sendOtp(form.email);
    const code = latestCode(app, form.email);
    expect((await shop.verifyOtp(form.email, code)).body.success).toBe(true);
    expect(await shop.forget(form.email, code)).toMatchObject({ status: 201, body: { msg: 'Invalid OTP' } });
  });

  it('a code sent for a login cannot reset the password, even unused', async () => {
    const { app, form, shop } = await withShopper();
    const token = await shop.login(form.email, form.password);
    await shop.sendOtp(form.email, token);
    expect(await shop.forget(form.email, latestCode(app, form.email))).toMatchObject({
      status: 201,
      body: { msg: 'Invalid OTP' },
    });
  });

  it('a code proved for a reset cannot sign in', async () => {
    const { app, form, shop } = await withShopper();
    await shop.sendOtp(form.email);
    const code = latestCode(app, form.email);
    expect((await shop.verifyOtp(form.email, code)).body.success).toBe(true); // no login waiting: a reset proof
    const token = await shop.login(form.email, form.password);
    expect((await shop.verifyOtp(form.email, code, token)).body.success).toBe(false);
    expect((await shop.verifyOtp(form.email, code)).body.success).toBe(false);
    expect(await works(app, token)).toBe(false);
    expect((await shop.forget(form.email, code)).status).toBe(200);
  });
});

describe('8. forget-password does not tell who has an account', () => {
  it('answers an unknown email exactly as a known one with a wrong code, or without one', async () => {
    const { app, form, shop } = await withShopper();
    await shop.sendOtp(form.email);
    const known = await shop.forget(form.email, wrongCode(latestCode(app, form.email)));
    const unknown = await shop.forget('nobody@example.com', '1234');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const noCode = (email: string) =>
      call(app, {
        method: 'PUT',
        url: '/user-api/forget-password',
        payload: { user_data: { email, newPassword: 'a', confirmPassword: 'a' } },
      });
    expect((await noCode('nobody@example.com')).body).toEqual((await noCode(form.email)).body);
    // send-otp too: the same answer, nothing delivered for the unknown address.
    expect((await shop.sendOtp('nobody@example.com')).body).toEqual({
      success: true,
      message: 'OTP has been send at nobody@example.com',
    });
    expect(app.store.outbox.latestTo('nobody@example.com')).toBeUndefined();
  });
});

describe('9. the code store forgets', () => {
  it('stores nothing for unknown emails', async () => {
    const app = await buildTestApp({ rateLimits: { sendOtp: [] } });
    for (let i = 0; i < 20; i += 1) await codeClient(app).sendOtp(`nobody${i}@example.com`);
    expect(app.store.otps.size).toBe(0);
  });

  it('sweeps expired codes and reset proofs', async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now });
    const shop = codeClient(app);
    const accounts = [await signUp(app), await signUp(app), await signUp(app)];
    for (const { form } of accounts.slice(0, 2)) await shop.sendOtp(form.email);
    const proved = accounts[1]?.form.email ?? '';
    await shop.verifyOtp(proved, latestCode(app, proved));
    expect(app.store.otps.size).toBe(2);
    clock.advance(11 * 60_000);
    await shop.sendOtp(accounts[2]?.form.email ?? '');
    expect(app.store.otps.size).toBe(1);
  });
});
