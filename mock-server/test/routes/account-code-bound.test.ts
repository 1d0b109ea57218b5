/**
 * Issue 38, finding 1: a reset code guessed from many addresses. Through a trusted proxy on this
 * machine, every client is its X-Forwarded-For: an IPv6 client's windows count its whole /64, and
 * the email's own code (reset, the hosted wire format's) is bounded per account across all clients,
 * 10 sent and 25 wrong guesses a day. A code bound to a pending login is not: the owner still signs in.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, call, fakeClock, latestCode } from '../helpers.js';

const proxy = '127.0.0.1';
const demo = { email: 'demo@example.com', password: 'Demo@12345' };
const accountSpent =
  'This account has had as many one-time codes as it may today. Please sign in with your password instead.';

/** The code calls of a client a same-host proxy relays. */
function via(app: FastifyInstance, client: string) {
  const headers = (extra: Record<string, string> = {}) => ({ 'x-forwarded-for': client, ...extra });
  const forLogin = (token?: string): Record<string, string> => (token ? { 'x-login-token': token } : {});
  return {
    login: async () =>
      (
        await call(app, {
          method: 'POST',
          url: '/user-api/login',
          remoteAddress: proxy,
          headers: headers(),
          payload: { user_data: demo },
        })
      ).body.token as string,
    sendOtp: (token?: string) =>
      call(app, {
        method: 'POST',
        url: '/otp-api/send-otp',
        remoteAddress: proxy,
        headers: headers(forLogin(token)),
        payload: { email: demo.email },
      }),
    verifyOtp: (otp: string, token?: string) =>
      call(app, {
        method: 'POST',
        url: '/otp-api/verify-otp',
        remoteAddress: proxy,
        headers: headers(forLogin(token)),
        payload: { email: demo.email, otp },
      }),
    forget: (otp: string) =>
      call(app, {
        method: 'PUT',
        url: '/user-api/forget-password',
        remoteAddress: proxy,
        headers: headers(),
        payload: { user_data: { email: demo.email, newPassword: 'N3w-pass', confirmPassword: 'N3w-pass', otp } },
      }),
  };
}

/** A wrong code: never the live one. */
const wrongCode = (app: FastifyInstance) => (latestCode(app, demo.email) === '0000' ? '1111' : '0000');

describe('the email’s own code, guessed from many addresses', () => {
  it('20 addresses of one IPv6 /64, each sending a code and guessing, meet a 429', async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now, trustProxy: [proxy] });
    const statuses: number[] = [];
    let wrongAnswers = 0;
    for (let host = 1; host <= 20; host += 1) {
      const client = via(app, `2001:db8:1:2::${host.toString(16)}`);
      statuses.push((await client.sendOtp()).status);
      for (let guess = 0; guess < 5; guess += 1) {
        const answer = await client.verifyOtp(wrongCode(app));
        statuses.push(answer.status);
        if (answer.body.message === 'Invalid OTP') wrongAnswers += 1;
      }
      clock.advance(31_000);
    }
    expect(statuses).toContain(429);
    // One /64 is one client: 10 wrong guesses a day, as for one IPv4 address.
    expect(wrongAnswers).toBeLessThanOrEqual(10);
  });

  it('many distinct addresses together send at most 10 codes and make at most 25 wrong guesses a day; the owner still signs in', async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now, trustProxy: [proxy] });
    let sent = 0;
    let wrongAnswers = 0;
    const refusals = new Set<unknown>();
    for (let n = 1; n <= 40; n += 1) {
      const client = via(app, n % 2 ? `198.51.${n}.7` : `2001:db8:${n.toString(16)}::7`);
      const send = await client.sendOtp();
      if (send.status === 200) sent += 1;
      else refusals.add(send.body.message);
      for (let guess = 0; guess < 5; guess += 1) {
        const answer = await client.verifyOtp(wrongCode(app));
        if (answer.body.message === 'Invalid OTP') wrongAnswers += 1;
        if (answer.status === 429) refusals.add(answer.body.message);
      }
    }
    expect(sent).toBe(10);
    expect(wrongAnswers).toBe(25);
    expect([...refusals]).toContain(accountSpent);

    // Reset by code is blocked for the day, even with the right code, from a fresh address...
    const fresh = via(app, '192.0.2.200');
    const blocked = await fresh.forget(latestCode(app, demo.email));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ msg: accountSpent });
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);

    // ...but the owner's sign-in, whose code belongs to its pending login, is not.
    const owner = via(app, '203.0.113.9');
    const token = await owner.login();
    expect((await owner.sendOtp(token)).status).toBe(200);
    expect((await owner.verifyOtp(latestCode(app, demo.email), token)).body).toEqual({
      success: true,
      message: 'OTP verification successful',
    });

    // A day later reset by code works again.
    clock.advance(24 * 60 * 60 * 1000);
    expect((await fresh.sendOtp()).status).toBe(200);
    expect((await fresh.forget(latestCode(app, demo.email))).status).toBe(200);
  });
});
