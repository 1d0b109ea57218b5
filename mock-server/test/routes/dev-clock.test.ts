/**
 * GET and POST /dev/clock: browser tests move the server's clock past a rate-limit window instead
 * of sleeping through it, so the route must move what the limits, codes and sessions read, take
 * only a sane forward step, and answer nobody but this machine (like every /dev route).
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp, call, fakeClock } from '../helpers.js';

const readClock = { url: '/dev/clock' };
const advance = (byMs: unknown) => ({ method: 'POST' as const, url: '/dev/clock', payload: { byMs } });
const sendOtp = (email: string) => ({ method: 'POST' as const, url: '/otp-api/send-otp', payload: { email } });

describe('/dev/clock', () => {
  it("reads the server's time, and moves it forward for the store and the rate-limit windows", async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now });
    expect(await call(app, readClock)).toMatchObject({
      status: 200,
      body: { now: new Date(clock.now()).toISOString(), offsetMs: 0 },
    });

    const email = app.store.demo.email;
    expect((await call(app, sendOtp(email))).status).toBe(200);
    expect((await call(app, sendOtp(email))).status).toBe(429);

    expect(await call(app, advance(31_000))).toMatchObject({
      status: 200,
      body: { now: new Date(clock.now() + 31_000).toISOString(), offsetMs: 31_000 },
    });
    expect(app.store.now()).toBe(clock.now() + 31_000);
    // The 30 s between two codes has passed on the server's clock, with no one waiting.
    expect((await call(app, sendOtp(email))).status).toBe(200);
    expect(app.store.outbox.latestTo(email)?.sentAt).toBe(new Date(clock.now() + 31_000).toISOString());
  });

  it('adds up moves, and POST /dev/reset does not move it back', async () => {
    const app = await buildTestApp({ now: fakeClock().now });
    await call(app, advance(1_000));
    await call(app, advance(2_500));
    await call(app, { method: 'POST', url: '/dev/reset', payload: {} });
    expect((await call(app, readClock)).body.offsetMs).toBe(3_500);
  });

  it.each([
    ['zero', 0],
    ['backwards', -1_000],
    ['a fraction', 1.5],
    ['a string', '31000'],
    ['more than 31 days', 31 * 24 * 3_600_000 + 1],
    ['nothing', undefined],
  ])('refuses a step that is %s with 400, and does not move', async (_name, byMs) => {
    const app = await buildTestApp();
    const { status, body } = await call(app, advance(byMs));
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, msg: expect.stringContaining('byMs') });
    expect((await call(app, readClock)).body.offsetMs).toBe(0);
  });

  it('refuses an unknown field with 400', async () => {
    const app = await buildTestApp();
    const { status } = await call(app, { method: 'POST', url: '/dev/clock', payload: { byMs: 1, back: true } });
    expect(status).toBe(400);
  });

  it('answers only this machine: another address, a proxy, a domain name or a non-JSON body moves nothing', async () => {
    const app = await buildTestApp();
    const refused: [number, Parameters<typeof call>[1]][] = [
      [403, { ...advance(60_000), remoteAddress: '203.0.113.7' }],
      [403, { ...advance(60_000), headers: { 'x-forwarded-for': '203.0.113.7' } }],
      [403, { ...advance(60_000), headers: { host: 'attacker.example' } }],
      [415, { method: 'POST', url: '/dev/clock', payload: 'byMs=60000', headers: { 'content-type': 'text/plain' } }],
      [403, { ...readClock, remoteAddress: '203.0.113.7' }],
    ];
    for (const [expected, request] of refused) {
      expect((await call(app, request)).status, JSON.stringify(request)).toBe(expected);
    }
    expect((await call(app, readClock)).body.offsetMs).toBe(0);
  });

  it('is closed when TRUST_PROXY=true has no DEV_ROUTES_FROM, as every /dev route is', async () => {
    const app = await buildTestApp({ trustProxy: true });
    expect((await call(app, advance(60_000))).status).toBe(403);
    expect(app.clock.offsetMs).toBe(0);
  });
});

describe('/dev/clock is bounded, and a sandbox moves only its own (issue 38)', () => {
  const day = 24 * 3_600_000;

  it('moves at most 400 days ahead in all: past that 400, and the clock stays', async () => {
    const app = await buildTestApp({ now: fakeClock().now });
    for (let i = 0; i < 12; i += 1) expect((await call(app, advance(31 * day))).status).toBe(200);
    expect((await call(app, advance(28 * day))).status).toBe(200); // 400 days
    const refused = await call(app, advance(1));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: false, msg: expect.stringContaining('400 days') });
    expect((await call(app, readClock)).body.offsetMs).toBe(400 * day);
  });

  it('with X-Mock-Session moves that sandbox’s clock only: the main store and other sandboxes keep their time', async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now });
    const inSandbox = (name: string) => ({ 'x-mock-session': name });
    const moved = await call(app, { ...advance(3 * day), headers: inSandbox('worker-1') });
    expect(moved.body).toEqual({ now: new Date(clock.now() + 3 * day).toISOString(), offsetMs: 3 * day });

    expect((await call(app, readClock)).body).toEqual({ now: new Date(clock.now()).toISOString(), offsetMs: 0 });
    expect(app.store.now()).toBe(clock.now());
    expect((await call(app, { ...readClock, headers: inSandbox('worker-2') })).body.offsetMs).toBe(0);
    expect((await call(app, { ...readClock, headers: inSandbox('worker-1') })).body.offsetMs).toBe(3 * day);
    // The sandbox's own store reads its clock: a code sent there is stamped 3 days on.
    await call(app, { ...sendOtp(app.store.demo.email), headers: inSandbox('worker-1') });
    const outbox = await call(app, {
      url: '/dev/outbox',
      headers: { ...inSandbox('worker-1'), accept: 'application/json' },
    });
    expect((outbox.body.messages as { sentAt: string }[])[0]?.sentAt).toBe(
      new Date(clock.now() + 3 * day).toISOString(),
    );
  });
});
