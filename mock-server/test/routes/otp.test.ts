import { describe, expect, it } from 'vitest';
import type { AppOptions } from '../../src/app.js';
import { buildTestApp, call, fakeClock, latestCode, newUserForm } from '../helpers.js';

/** Codes are made only for existing accounts: these tests use asha@example.com's. */
async function appWithAsha(options: AppOptions = {}) {
  const app = await buildTestApp(options);
  await app.store.users.register(newUserForm({ email: 'asha@example.com' }));
  return app;
}

const sendOtp = (email: string) => ({ method: 'POST' as const, url: '/otp-api/send-otp', payload: { email } });
const verifyOtp = (email: string, otp: string) => ({
  method: 'POST' as const,
  url: '/otp-api/verify-otp',
  payload: { email, otp },
});
const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');

describe('POST /otp-api/send-otp', () => {
  it('answers the hosted message and delivers a 4-digit code to the outbox only', async () => {
    const app = await appWithAsha();
    const { status, body } = await call(app, sendOtp('asha@example.com'));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'OTP has been send at asha@example.com' });
    const [message] = app.store.outbox.list();
    expect(message).toMatchObject({
      to: 'asha@example.com',
      subject: 'Your OTP',
      body: expect.stringMatching(/\b\d{4}\b/),
    });
    expect(JSON.stringify(body)).not.toMatch(/\b\d{4}\b/);
  });

  it('limits resends per email: one per 30 seconds (429 { success: false, message })', async () => {
    const clock = fakeClock();
    const app = await appWithAsha({ now: clock.now });
    await call(app, sendOtp('asha@example.com'));
    const again = await call(app, sendOtp('asha@example.com'));
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ success: false, message: 'Too many attempts. Please try again in 30 seconds.' });
    expect(again.response.headers['retry-after']).toBe('30');
    // Another address (with or without an account) is not affected, and the same one may ask again after 30 s.
    expect((await call(app, sendOtp('ravi@example.com'))).status).toBe(200);
    clock.advance(30_000);
    expect((await call(app, sendOtp('asha@example.com'))).status).toBe(200);
  });

  it('limits resends per email to five per 15 minutes', async () => {
    const clock = fakeClock();
    const app = await appWithAsha({ now: clock.now });
    for (let i = 0; i < 5; i += 1) {
      expect((await call(app, sendOtp('asha@example.com'))).status).toBe(200);
      clock.advance(31_000);
    }
    const sixth = await call(app, sendOtp('asha@example.com'));
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it.each([
    [{ email: 'not-an-email' }, 'body/email must match format "email"'],
    [{}, "body must have required property 'email'"],
    [{ email: 'a@b.co', name: 'x' }, "body must NOT have the unexpected property 'name'"],
    [{ email: 42 }, 'body/email must be string'],
  ])('refuses %j with 400 { success: false, message }', async (payload, message) => {
    const app = await appWithAsha();
    const { status, body } = await call(app, { method: 'POST', url: '/otp-api/send-otp', payload });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });
});

describe('POST /otp-api/verify-otp', () => {
  it('accepts the code once ("OTP verification successful"), then it is used up', async () => {
    const app = await appWithAsha();
    await call(app, sendOtp('asha@example.com'));
    const code = latestCode(app, 'asha@example.com');
    expect(await call(app, verifyOtp('asha@example.com', code))).toMatchObject({
      status: 200,
      body: { success: true, message: 'OTP verification successful' },
    });
    expect(await call(app, verifyOtp('asha@example.com', code))).toMatchObject({
      status: 200,
      body: { success: false, message: 'Invalid OTP' },
    });
  });

  it('answers "Invalid OTP" for a wrong code, an unknown email and a replaced code', async () => {
    const clock = fakeClock();
    const app = await appWithAsha({ now: clock.now });
    await call(app, sendOtp('asha@example.com'));
    const first = latestCode(app, 'asha@example.com');
    expect((await call(app, verifyOtp('asha@example.com', wrongCode(first)))).body).toEqual({
      success: false,
      message: 'Invalid OTP',
    });
    expect((await call(app, verifyOtp('nobody@example.com', first))).body).toEqual({
      success: false,
      message: 'Invalid OTP',
    });
    clock.advance(30_000);
    await call(app, sendOtp('asha@example.com'));
    const second = latestCode(app, 'asha@example.com');
    // When the new code differs, the old one no longer verifies.
    const oldCodeVerifies = second !== first && (await call(app, verifyOtp('asha@example.com', first))).body.success;
    expect(oldCodeVerifies).toBe(false);
    expect((await call(app, verifyOtp('asha@example.com', second))).body.success).toBe(true);
  });

  it('lets a code expire after 5 minutes', async () => {
    const clock = fakeClock();
    const app = await appWithAsha({ now: clock.now });
    await call(app, sendOtp('asha@example.com'));
    const code = latestCode(app, 'asha@example.com');
    clock.advance(5 * 60_000);
    expect((await call(app, verifyOtp('asha@example.com', code))).body).toEqual({
      success: false,
      message: 'Invalid OTP',
    });
  });

  it('kills a code after 5 wrong tries: even the right code then answers 429', async () => {
    const app = await appWithAsha();
    await call(app, sendOtp('asha@example.com'));
    const code = latestCode(app, 'asha@example.com');
    for (let i = 0; i < 5; i += 1)
      expect((await call(app, verifyOtp('asha@example.com', wrongCode(code)))).body.message).toBe('Invalid OTP');
    const locked = await call(app, verifyOtp('asha@example.com', code));
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, message: 'Too many wrong codes. Please ask for a new code.' });
  });

  it('is rate limited per email (429), beyond the per-code limit', async () => {
    const app = await appWithAsha({ rateLimits: { verifyOtp: [{ scope: 'email', max: 3, windowMs: 60_000 }] } });
    for (let i = 0; i < 3; i += 1) expect((await call(app, verifyOtp('asha@example.com', '1234'))).status).toBe(200);
    expect(await call(app, verifyOtp('asha@example.com', '1234'))).toMatchObject({
      status: 429,
      body: { success: false },
    });
  });

  it('refuses a malformed body with 400', async () => {
    const app = await appWithAsha();
    expect(
      await call(app, { method: 'POST', url: '/otp-api/verify-otp', payload: { email: 'a@b.co', otp: 1234 } }),
    ).toMatchObject({
      status: 400,
      body: { success: false, message: 'body/otp must be string' },
    });
  });
});
