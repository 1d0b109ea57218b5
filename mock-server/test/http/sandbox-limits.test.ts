/**
 * Finding 2 of issue 28: X-Mock-Session used to step around every per-client limit (a new name, a
 * new set of windows), from any web page (CORS let any origin send it). Now limits are the
 * server's whatever the sandbox, only the /dev audience may send the header, CORS never allows it,
 * the password-hash queue and the outbox bytes across all sandboxes are bounded.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp, call, demoAccount, requests } from '../helpers.js';

const session = (name: string) => ({ 'x-mock-session': name });

describe('X-Mock-Session cannot step around the limits', () => {
  it('120 wrong logins from one client, each under a new session name: the 61st is refused', async () => {
    const app = await buildTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) {
      const { status } = await call(app, {
        ...requests.login(`victim${i}@example.com`, 'wrong'),
        headers: session(`flood-${i}`),
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
  });

  it('wrong passwords for one email count across sessions: the sixth is refused', async () => {
    const app = await buildTestApp();
    const login = (i: number, password = 'wrong') =>
      call(app, { ...requests.login(demoAccount.email, password), headers: session(`guess-${i}`) });
    for (let i = 0; i < 5; i += 1) expect((await login(i)).status).toBe(200);
    expect((await login(5)).status).toBe(429);
    expect((await login(6, demoAccount.password)).status).toBe(429);
  });

  it("a session's POST /dev/reset reopens the windows of the caller's address only; a plain reset reopens all", async () => {
    const app = await buildTestApp({ rateLimits: { login: [{ scope: 'client', max: 1, windowMs: 60_000 }] } });
    const login = (remoteAddress: string) =>
      call(app, { ...requests.login(demoAccount.email, demoAccount.password), remoteAddress });
    for (const address of ['127.0.0.1', '198.51.100.4']) {
      expect((await login(address)).status).toBe(200);
      expect((await login(address)).status).toBe(429);
    }
    await call(app, { method: 'POST', url: '/dev/reset', headers: session('worker-1'), payload: {} });
    expect((await login('127.0.0.1')).status).toBe(200);
    expect((await login('198.51.100.4')).status).toBe(429);
    await call(app, { method: 'POST', url: '/dev/reset', payload: {} });
    expect((await login('198.51.100.4')).status).toBe(200);
  });

  it('refuses the header from anyone the /dev routes refuse, and makes no sandbox for them', async () => {
    const app = await buildTestApp();
    const product = await call(app, {
      url: '/product-api/get-products/1/1',
      remoteAddress: '203.0.113.7',
      headers: session('mine'),
    });
    expect(product.status).toBe(403);
    expect(product.body).toEqual({ prod: null, msg: expect.stringMatching(/^X-Mock-Session is a developer tool/) });
    const tunnelled = await call(app, {
      ...requests.login(demoAccount.email, demoAccount.password),
      headers: { ...session('mine'), 'x-forwarded-for': '203.0.113.7' },
    });
    expect(tunnelled).toMatchObject({ status: 403, body: { status: false } });
    expect(app.sandboxes.size).toBe(0);
    // Without the header the stranger is a shopper like any other.
    expect((await call(app, { url: '/product-api/get-products/1/1', remoteAddress: '203.0.113.7' })).status).toBe(200);
  });

  it('CORS never lets another origin send it, while the headers the shop sends stay allowed', async () => {
    const app = await buildTestApp();
    const preflight = (headers: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/user-api/login',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': headers,
        },
      });
    const allowed = (await preflight('x-mock-session,content-type')).headers['access-control-allow-headers'];
    expect(String(allowed).toLowerCase()).not.toContain('x-mock-session');
    const shop = String(
      (await preflight('content-type,authorization,x-login-token')).headers['access-control-allow-headers'],
    ).toLowerCase();
    for (const header of ['content-type', 'authorization', 'x-login-token']) expect(shop).toContain(header);
  });
});

describe('bounded work and memory whatever the clients send', () => {
  it('the password-hash queue refuses past its bound with a 503 and Retry-After, and recovers', async () => {
    const app = await buildTestApp({ maxWaitingHashes: 2, passwordCost: 10 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(app, {
          method: 'POST',
          url: '/user-api/login',
          remoteAddress: `198.51.100.${i + 1}`,
          payload: { user_data: { email: `someone${i}@example.com`, password: 'wrong' } },
        }),
      ),
    );
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    expect(busy[0]?.body).toEqual({ status: false, msg: expect.stringMatching(/busy/) });
    expect(busy[0]?.response.headers['retry-after']).toBe('1');
    // A refused check spent no failure: the same client may try again at once, and a shopper signs in.
    const again = await call(app, {
      method: 'POST',
      url: '/user-api/login',
      payload: { user_data: { email: 'demo@example.com', password: 'Demo@12345' } },
    });
    expect(again.body.status).toBe(true);
  });

  it('keeps the outbox bytes of all sandboxes together under the bound, the oldest going first', async () => {
    const maxBytes = 40_000;
    const app = await buildTestApp({ outboxMaxBytes: maxBytes, rateLimits: { sendEmail: [] } });
    const names = Array.from({ length: 20 }, (_, i) => `worker-${i}`);
    for (const name of names) {
      const { status } = await call(app, {
        method: 'POST',
        url: '/send-email',
        headers: session(name),
        payload: { options: { to: `${name}@example.com`, subject: 'Big', msg: 'x'.repeat(5_000) } },
      });
      expect(status).toBe(200);
    }
    const outboxOf = async (name: string) =>
      (await call(app, { url: '/dev/outbox', headers: { ...session(name), accept: 'application/json' } })).body
        .messages as { body: string }[];
    let bytes = 0;
    for (const name of names) for (const message of await outboxOf(name)) bytes += message.body.length;
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(await outboxOf(names.at(-1) ?? '')).toHaveLength(1);
    expect(await outboxOf(names[0] ?? '')).toHaveLength(0);
  });
});
