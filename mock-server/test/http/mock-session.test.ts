/**
 * X-Mock-Session: each name is its own seeded world (users, carts, codes, outbox, limits), so test
 * workers can share one server; the number of sandboxes stays within the cap whatever clients send.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, demoAccount, fakeClock, injectOrigin, newUserForm, requests } from '../helpers.js';

const inSession = (name: string) => ({ 'x-mock-session': name });

async function signUpIn(app: FastifyInstance, session: string, form: Record<string, string>) {
  const { body } = await call(app, { ...requests.signup(form), headers: inSession(session) });
  expect(body).toMatchObject({ status: true });
  return body.token as string;
}

async function cartIds(app: FastifyInstance, session: string, token: string): Promise<string[]> {
  const { body } = await call(app, {
    url: '/cart-api/get-all-carts',
    headers: { ...inSession(session), ...bearer(token) },
  });
  return (body.prods as { _id: string }[]).map((p) => p._id);
}

async function addToCart(app: FastifyInstance, session: string, token: string, index: number) {
  const product = app.store.catalog.at(index, injectOrigin);
  const { body } = await call(app, {
    method: 'POST',
    url: '/cart-api/add-to-cart',
    headers: { ...inSession(session), ...bearer(token) },
    payload: { prod: { prod: product } },
  });
  expect(body).toMatchObject({ status: true });
  return product?._id;
}

describe('X-Mock-Session sandboxes', () => {
  it('lets two sessions sign up the same email and fill carts without seeing each other', async () => {
    const app = await buildTestApp();
    const form = newUserForm({ email: 'same@example.com' });
    const tokenA = await signUpIn(app, 'worker-a', form);
    const tokenB = await signUpIn(app, 'worker-b', form); // the same email is free in the other world
    const first = await addToCart(app, 'worker-a', tokenA, 0);
    const second = await addToCart(app, 'worker-b', tokenB, 1);

    expect(await cartIds(app, 'worker-a', tokenA)).toEqual([first]);
    expect(await cartIds(app, 'worker-b', tokenB)).toEqual([second]);
    // A token belongs to its session: elsewhere it is unknown.
    expect(
      (await call(app, { url: '/cart-api/get-all-carts', headers: { ...inSession('worker-b'), ...bearer(tokenA) } }))
        .status,
    ).toBe(401);
    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(tokenA) })).status).toBe(401);
    // Without the header: the main store, as before, which never saw either signup.
    expect(app.store.users.findByEmail('same@example.com')).toBeUndefined();
  });

  it('keeps codes and the outbox per session', async () => {
    const app = await buildTestApp();
    // Codes go only to accounts (issue 12): the demo account is seeded in every session.
    const email = app.store.demo.email;
    await call(app, { ...requests.sendOtp(email), headers: inSession('a') });
    const outboxOf = async (headers: Record<string, string>) =>
      (await call(app, { url: '/dev/outbox', headers })).body.messages as { to: string }[];
    expect(await outboxOf(inSession('a'))).toEqual([expect.objectContaining({ to: email })]);
    expect(await outboxOf(inSession('b'))).toEqual([]);
    expect(await outboxOf({})).toEqual([]);
    // Rate limits are the server's, not the session's (issue 28): a new name starts no new window.
    expect((await call(app, { ...requests.sendOtp(email), headers: inSession('b') })).status).toBe(429);
  });

  it('seeds each session like a fresh server: the demo account logs in', async () => {
    const app = await buildTestApp();
    const login = await call(app, {
      ...requests.login(demoAccount.email, demoAccount.password),
      headers: inSession('fresh'),
    });
    expect(login.body).toMatchObject({ status: true, user: { email: demoAccount.email } });
  });

  it('POST /dev/reset with the header resets only that session', async () => {
    const app = await buildTestApp();
    const tokenA = await signUpIn(app, 'a', newUserForm({ email: 'a@example.com' }));
    const tokenB = await signUpIn(app, 'b', newUserForm({ email: 'b@example.com' }));
    await addToCart(app, 'b', tokenB, 2);
    const mainUser = await app.store.users.register(newUserForm({ email: 'main@example.com' }));

    const reset = await call(app, { method: 'POST', url: '/dev/reset', payload: {}, headers: inSession('a') });
    expect(reset.body).toEqual({ status: true, msg: 'State reset' });

    expect(
      (await call(app, { url: '/cart-api/get-all-carts', headers: { ...inSession('a'), ...bearer(tokenA) } })).status,
    ).toBe(401);
    expect(await cartIds(app, 'b', tokenB)).toHaveLength(1);
    expect(app.store.users.byId(mainUser._id)).toBeDefined();
  });

  it("refuses a malformed session name with a 400 in the operation's error family", async () => {
    const app = await buildTestApp();
    for (const name of ['', 'a b', 'x'.repeat(65), '../etc', 'é']) {
      const { status, body } = await call(app, { url: '/cart-api/get-all-carts', headers: { 'x-mock-session': name } });
      expect(status).toBe(400);
      expect(body).toEqual({ status: false, msg: expect.stringMatching(/X-Mock-Session must be 1-64/) });
    }
    const product = await call(app, {
      url: '/product-api/get-products/1/1',
      headers: { 'x-mock-session': 'no spaces' },
    });
    expect(product.body).toMatchObject({ prod: null });
  });

  it('stays within the cap under a 10,000-session flood, dropping the least recently used', async () => {
    const app = await buildTestApp({ sessions: { max: 50 } });
    await signUpIn(app, 'kept', newUserForm({ email: 'kept@example.com' }));
    for (let i = 0; i < 10_000; i += 1) {
      const { status } = await call(app, {
        method: 'POST',
        url: '/dev/reset',
        payload: {},
        headers: inSession(`flood-${i}`),
      });
      expect(status).toBe(200);
      expect(app.sandboxes.size).toBeLessThanOrEqual(50);
      // A session in use is not the least recently used one, so the flood does not evict it.
      if (i % 40 === 0) await call(app, { url: '/dev/outbox', headers: inSession('kept') });
    }
    expect(app.sandboxes.size).toBe(50);
    expect(app.sandboxes.names()).toContain('kept');
    expect(app.sandboxes.names()).not.toContain('flood-0');
  }, 120_000);

  it('drops sessions that stayed idle, and a dropped session comes back seeded', async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now, sessions: { idleMs: 60_000 } });
    await signUpIn(app, 'idle', newUserForm({ email: 'idle@example.com' }));
    clock.advance(61_000);
    await call(app, { url: '/dev/outbox', headers: inSession('other') });
    expect(app.sandboxes.names()).toEqual(['other']);
    const again = await call(app, {
      ...requests.signup(newUserForm({ email: 'idle@example.com' })),
      headers: inSession('idle'),
    });
    expect(again.body).toMatchObject({ status: true });
  });

  it('answers 400 to the header when sessions are switched off', async () => {
    const app = await buildTestApp({ sessions: { max: 0 } });
    const { status, body } = await call(app, { url: '/dev/outbox', headers: inSession('a') });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/switched off/);
  });
});
