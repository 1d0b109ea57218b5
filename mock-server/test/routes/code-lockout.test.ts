/**
 * Finding 3 of issue 28: a stranger who knows an email must neither lock its owner out of codes nor
 * learn whether the account exists. A guess counts only against a live code (or a decoy: what an
 * unknown email gets instead); the daily budget is per email and client; a code for a pending login
 * has its own send window.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, fakeClock, latestCode } from '../helpers.js';
import { codeClient } from './codeClient.js';

const stranger = '203.0.113.7';
const owner = '198.51.100.4';
const demo = { email: 'demo@example.com', password: 'Demo@12345' };

/** The code calls from one address; `login` signs the demo account in. */
function from(app: FastifyInstance, remoteAddress: string) {
  const client = codeClient(app, remoteAddress);
  return { ...client, login: () => client.login(demo.email, demo.password) };
}

const answerOf = (a: { status: number; body: unknown; response: { headers: Record<string, unknown> } }) => ({
  status: a.status,
  body: a.body,
  retryAfter: a.response.headers['retry-after'],
});

describe('a stranger cannot lock the owner out of one-time codes', () => {
  it('ten wrong codes with no code ever sent spend nothing: the owner signs in and resets with the right code', async () => {
    const app = await buildTestApp();
    const bad = from(app, stranger);
    for (let i = 0; i < 10; i += 1) {
      expect((await bad.verifyOtp(demo.email, String(1000 + i))).body).toEqual({
        success: false,
        message: 'Invalid OTP',
      });
      expect((await bad.forget(demo.email, String(2000 + i))).body).toEqual({ msg: 'Invalid OTP' });
    }
    // Nor from the owner's own address: with no live code there is nothing to guess at.
    const shopper = from(app, owner);
    for (let i = 0; i < 12; i += 1) await shopper.verifyOtp(demo.email, String(3000 + i));

    const token = await shopper.login();
    await shopper.sendOtp(demo.email, token);
    expect((await shopper.verifyOtp(demo.email, latestCode(app, demo.email), token)).body).toEqual({
      success: true,
      message: 'OTP verification successful',
    });
    await shopper.sendOtp(demo.email);
    expect(await shopper.forget(demo.email, latestCode(app, demo.email))).toMatchObject({ status: 200 });
  });

  it("a stranger's wrong guesses at live codes spend the stranger's budget, not the owner's", async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now });
    const bad = from(app, stranger);
    // The stranger asks for codes (the owner gets them) and guesses: 5 per code, 10 a day.
    for (let round = 0; round < 3; round += 1) {
      await bad.sendOtp(demo.email);
      for (let i = 0; i < 5; i += 1) await bad.verifyOtp(demo.email, '0000');
      clock.advance(31_000);
    }
    const spent = await bad.verifyOtp(demo.email, '0000');
    expect(spent.status).toBe(429);

    const shopper = from(app, owner);
    const token = await shopper.login();
    expect((await shopper.sendOtp(demo.email, token)).status).toBe(200);
    expect((await shopper.verifyOtp(demo.email, latestCode(app, demo.email), token)).body.success).toBe(true);
  });

  it("five send-otp in 15 minutes from a stranger do not stop the owner's code", async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now });
    const bad = from(app, stranger);
    for (let i = 0; i < 5; i += 1) {
      expect((await bad.sendOtp(demo.email)).status).toBe(200);
      clock.advance(31_000);
    }
    expect((await bad.sendOtp(demo.email)).status).toBe(429);

    // The owner's sign-in: its code has the pending login's own window, even from the stranger's address.
    const shopper = from(app, stranger);
    const token = await shopper.login();
    const sent = await shopper.sendOtp(demo.email, token);
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    expect((await shopper.verifyOtp(demo.email, latestCode(app, demo.email), token)).body.success).toBe(true);
    // And from the owner's own address without a login (a reset), its own window.
    expect((await from(app, owner).sendOtp(demo.email)).status).toBe(200);
  });
});

describe("a stranger's codes do not replace the one a sign-in waits for", () => {
  it('the owner types the code of their own sign-in after a stranger asked for another', async () => {
    const app = await buildTestApp();
    const shopper = from(app, owner);
    const token = await shopper.login();
    await shopper.sendOtp(demo.email, token);
    const mine = latestCode(app, demo.email);
    expect((await from(app, stranger).sendOtp(demo.email)).status).toBe(200);
    expect(app.store.outbox.list()).toHaveLength(2); // the stranger's code went out too
    expect((await shopper.verifyOtp(demo.email, mine, token)).body).toEqual({
      success: true,
      message: 'OTP verification successful',
    });
  });
});

describe('a known email answers like an unknown one, at every count', () => {
  const compareAtEveryCount = async (sendFirst: boolean) => {
    /** The same calls for one email, on a fresh server, so the per-client limits start alike. */
    const runFor = async (email: string) => {
      const clock = fakeClock();
      const app = await buildTestApp({ now: clock.now });
      const bad = from(app, stranger);
      const answers = [];
      if (sendFirst) answers.push(answerOf(await bad.sendOtp(email)));
      for (let i = 0; i < 16; i += 1) {
        answers.push(answerOf(await bad.verifyOtp(email, '0000')));
        answers.push(answerOf(await bad.forget(email, '0000')));
        if (sendFirst && i % 6 === 5) {
          clock.advance(31_000);
          answers.push(answerOf(await bad.sendOtp(email)));
        }
      }
      return answers.map((answer) => JSON.parse(JSON.stringify(answer).replaceAll(email, '<email>')) as unknown);
    };
    const known = await runFor(demo.email);
    const unknown = await runFor('nobody-here@example.com');
    expect(unknown).toEqual(known);
    return known;
  };

  it('with no code ever sent: the same answers at the same counts, 429s of the attempt limits included', async () => {
    const answers = await compareAtEveryCount(false);
    expect(answers.some((a) => (a as { status: number }).status === 429)).toBe(true); // the attempt limits, alike
  });

  it('after send-otp: an unknown email gets a decoy, so "locked" and the spent budget come at the same counts', async () => {
    const answers = await compareAtEveryCount(true);
    expect(answers).toContainEqual(
      expect.objectContaining({ status: 429, body: { success: false, message: expect.stringMatching(/new code/) } }),
    );
  });

  it('keeps decoys bounded and holds no code for an unknown email', async () => {
    const app = await buildTestApp({ rateLimits: { sendOtp: [] } });
    for (let i = 0; i < 20; i += 1) await from(app, stranger).sendOtp(`nobody${i}@example.com`);
    expect(app.store.otps.size).toBe(0);
    expect(app.store.otps.decoys).toBe(20);
    expect(app.store.outbox.list()).toEqual([]);
  });
});
