import { describe, expect, it } from 'vitest';
import { defaultRateLimits, waitText } from '../../src/http/rate-limits.js';
import { createLimits } from '../../src/store/limits.js';
import { buildTestApp, call, fakeClock, signUp } from '../helpers.js';

const login = (email: string, password = 'wrong', remoteAddress = '127.0.0.1') => ({
  method: 'POST' as const,
  url: '/user-api/login',
  remoteAddress,
  payload: { user_data: { email, password } },
});

describe('rate limits (429 with a clear msg in the family)', () => {
  it('login: wrong passwords count per email and client, so a stranger cannot lock the shopper out', async () => {
    const app = await buildTestApp();
    for (let i = 0; i < 25; i += 1) await call(app, login('demo@example.com', 'wrong', '203.0.113.7'));
    const stranger = await call(app, login('demo@example.com', 'Demo@12345', '203.0.113.7'));
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual({
      status: false,
      msg: expect.stringMatching(/^Too many wrong passwords\. Please try again in /),
    });
    // The shopper on their own device still signs in.
    expect((await call(app, login('demo@example.com', 'Demo@12345', '198.51.100.4'))).body.status).toBe(true);
  });

  it('login: the wait grows with the failures (back-off: 5 wait a minute, 10 wait 15 minutes, 20 an hour)', async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now });
    const failUntilBlocked = async () => {
      let failures = 0;
      for (;;) {
        const answer = await call(app, login('demo@example.com', 'wrong', '10.0.0.1'));
        if (answer.status === 429) return { failures, retryAfter: Number(answer.response.headers['retry-after']) };
        failures += 1;
      }
    };
    expect(await failUntilBlocked()).toEqual({ failures: 5, retryAfter: 60 });
    clock.advance(60_000);
    expect(await failUntilBlocked()).toEqual({ failures: 5, retryAfter: 15 * 60 - 60 });
    clock.advance(15 * 60_000);
    const third = await failUntilBlocked();
    expect(third.failures).toBe(5);
    clock.advance(60_000);
    const fourth = await failUntilBlocked();
    expect(fourth).toEqual({ failures: 5, retryAfter: 60 * 60 - 17 * 60 });
    // A right password after the wait still works, and successes never count.
    clock.advance(60 * 60_000);
    expect((await call(app, login('demo@example.com', 'Demo@12345', '10.0.0.1'))).body.status).toBe(true);
  });

  it('login: per client, whatever the email', async () => {
    const app = await buildTestApp({ rateLimits: { login: [{ scope: 'client', max: 2, windowMs: 60_000 }] } });
    await call(app, login('a@example.com', 'x', '10.0.0.9'));
    await call(app, login('b@example.com', 'x', '10.0.0.9'));
    expect((await call(app, login('c@example.com', 'x', '10.0.0.9'))).status).toBe(429);
    expect((await call(app, login('c@example.com', 'x', '10.0.0.10'))).status).toBe(200);
  });

  it('signup, per client', async () => {
    const app = await buildTestApp({ rateLimits: { signup: [{ scope: 'client', max: 1, windowMs: 60_000 }] } });
    await signUp(app);
    const second = await call(app, {
      method: 'POST',
      url: '/user-api/signup',
      payload: {
        user_data: { firstname: 'a', lastname: 'b', username: 'c', email: 'z@example.com', password: 'p', phone: '1' },
      },
    });
    expect(second).toMatchObject({
      status: 429,
      body: { status: false, msg: expect.stringMatching(/^Too many attempts/) },
    });
  });

  it('forget-password answers 429 in its own { msg } family', async () => {
    const app = await buildTestApp({ rateLimits: { forgetPassword: [{ scope: 'email', max: 1, windowMs: 60_000 }] } });
    const form = { email: 'demo@example.com', newPassword: 'a', confirmPassword: 'a', otp: '0000' };
    await call(app, { method: 'PUT', url: '/user-api/forget-password', payload: { user_data: form } });
    const { status, body } = await call(app, {
      method: 'PUT',
      url: '/user-api/forget-password',
      payload: { user_data: form },
    });
    expect(status).toBe(429);
    expect(body).toEqual({ msg: expect.stringMatching(/^Too many attempts/) });
  });

  it('the defaults limit every limited action per client, and count failures per email or per email and client', () => {
    const {
      wrongPasswordAtLogin,
      wrongOldPassword,
      wrongCode,
      wrongAccountCode,
      login: loginRules,
      ...attempts
    } = defaultRateLimits;
    for (const rules of Object.values(attempts)) {
      expect(rules.some((r) => r.scope === 'client')).toBe(true);
      expect(rules.some((r) => r.scope !== 'client')).toBe(true);
    }
    expect(loginRules.map((r) => r.scope)).toEqual(['client']);
    expect(wrongPasswordAtLogin.every((r) => r.scope === 'emailAndClient')).toBe(true);
    expect(wrongOldPassword).toEqual([{ scope: 'email', max: 5, windowMs: 15 * 60_000 }]);
    // What a stranger can spend on someone else's email counts per email and client (issue 28).
    expect(wrongCode).toEqual([{ scope: 'emailAndClient', max: 10, windowMs: 24 * 60 * 60_000 }]);
    for (const action of ['verifyOtp', 'forgetPassword'] as const)
      expect(
        defaultRateLimits[action].filter((r) => r.scope !== 'client').every((r) => r.scope === 'emailAndClient'),
      ).toBe(true);
    // The email's own code is also bounded per account, across all clients (issue 38): 10 sent and
    // 25 wrong guesses a day, which at worst blocks reset by code, never a sign-in's code.
    expect(defaultRateLimits.sendOtp.filter((r) => r.scope === 'email')).toMatchObject([
      { max: 10, windowMs: 24 * 60 * 60_000 },
    ]);
    expect(wrongAccountCode).toEqual([{ scope: 'email', max: 25, windowMs: 24 * 60 * 60_000 }]);
    expect(
      defaultRateLimits.sendOtpForLogin.filter((r) => r.scope !== 'client').every((r) => r.scope === 'login'),
    ).toBe(true);
  });
});

describe('the fixed-window limiter', () => {
  it('counts per key and reopens when the window ends', () => {
    const clock = fakeClock();
    const limits = createLimits(clock.now);
    const rule = { max: 2, windowMs: 1000 };
    expect(limits.consume('k', rule)).toEqual({ allowed: true });
    expect(limits.consume('k', rule)).toEqual({ allowed: true });
    expect(limits.consume('k', rule)).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(limits.consume('other', rule)).toEqual({ allowed: true });
    clock.advance(400);
    expect(limits.consume('k', rule)).toEqual({ allowed: false, retryAfterMs: 600 });
    clock.advance(600);
    expect(limits.consume('k', rule)).toEqual({ allowed: true });
  });

  it('words waits for people', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(30_000)).toBe('30 seconds');
    expect(waitText(14 * 60_000)).toBe('14 minutes');
  });
});

describe('TRUST_PROXY: limits key on the real client behind a reverse proxy', () => {
  const limitedLogin = { login: [{ scope: 'client' as const, max: 1, windowMs: 60_000 }] };
  const viaProxy = (client: string) => ({
    ...login('a@example.com', 'x', '10.0.0.1'),
    headers: { 'x-forwarded-for': client },
  });

  it('counts each forwarded client separately when the proxy is trusted', async () => {
    const app = await buildTestApp({ trustProxy: ['10.0.0.1'], rateLimits: limitedLogin });
    expect((await call(app, viaProxy('198.51.100.1'))).status).toBe(200);
    expect((await call(app, viaProxy('198.51.100.2'))).status).toBe(200);
    expect((await call(app, viaProxy('198.51.100.1'))).status).toBe(429);
  });

  it('takes a hop count: the nearest proxy is believed, a client-supplied address further left is not', async () => {
    const app = await buildTestApp({ trustProxy: 1, rateLimits: limitedLogin });
    const via = (chain: string) =>
      call(app, { ...login('a@example.com', 'x', '10.0.0.1'), headers: { 'x-forwarded-for': chain } });
    expect((await via('127.0.0.1, 198.51.100.1')).status).toBe(200);
    expect((await via('10.9.9.9, 198.51.100.1')).status).toBe(429);
    expect((await via('198.51.100.2')).status).toBe(200);
  });

  it('is off by default: X-Forwarded-For is ignored, so a client cannot dodge its limit with it', async () => {
    const app = await buildTestApp({ rateLimits: limitedLogin });
    expect((await call(app, viaProxy('198.51.100.1'))).status).toBe(200);
    expect((await call(app, viaProxy('198.51.100.2'))).status).toBe(429);
  });
});
