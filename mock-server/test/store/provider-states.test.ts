/**
 * The store API the Pact provider-state helper uses: set a situation up directly, then the HTTP API
 * must behave as if a client had done it. Fixed ids, tokens and codes let a pact carry literal values.
 */
import { describe, expect, it } from 'vitest';
import { devExtensionOf, EmailTakenError } from '../../src/store/index.js';
import { bearer, buildTestApp, call, injectOrigin, newUserForm } from '../helpers.js';

describe('provider states through app.store', () => {
  it('a logged-in user with one product in the cart', async () => {
    const app = await buildTestApp();
    const { users, sessions, carts, catalog } = app.store;
    const user = await users.register(
      {
        firstname: 'Asha',
        lastname: 'Verma',
        username: 'asha',
        email: 'asha@example.com',
        password: 's3cret-pass',
        phone: '9876543210',
      },
      '0123456789abcdef01234567',
    );
    expect(user).toEqual({
      _id: '0123456789abcdef01234567',
      firstname: 'Asha',
      lastname: 'Verma',
      username: 'asha',
      email: 'asha@example.com',
      phone: '9876543210',
    });
    const token = sessions.issue(user._id, { verified: true, token: 'pact-token' });
    expect(token).toBe('pact-token');
    const product = catalog.list(injectOrigin)[0];
    expect(carts.add(user._id, product?._id ?? '')).toBe('added');

    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer('pact-token') })).body).toEqual({
      status: true,
      prods: [product],
    });
    expect(
      (await call(app, { method: 'DELETE', url: `/user-api/delete/${user._id}`, headers: bearer(token) })).body,
    ).toEqual({ status: true, msg: 'Account Deleted' });
  });

  it('a one-time code sent to an email', async () => {
    const app = await buildTestApp();
    expect(app.store.otps.issue('asha@example.com', { code: '4821' })).toBe('4821');
    expect(() => app.store.otps.issue('asha@example.com', { code: '12' })).toThrow(RangeError);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/otp-api/verify-otp',
          payload: { email: 'asha@example.com', otp: '4821' },
        })
      ).body,
    ).toEqual({
      success: true,
      message: 'OTP verification successful',
    });
  });

  it('refuses a second account with the same email, and finds accounts by email in any case', async () => {
    const app = await buildTestApp();
    const form = { firstname: 'A', lastname: 'B', username: 'ab', email: 'Dup@Example.com', password: 'p', phone: '1' };
    await app.store.users.register(form);
    await expect(app.store.users.register({ ...form, email: 'dup@example.com' })).rejects.toBeInstanceOf(
      EmailTakenError,
    );
    expect(app.store.users.findByEmail(' DUP@example.COM ')?.email).toBe('Dup@Example.com');
  });

  it('deleteAccount() removes the account, its cart and its sessions in one call', async () => {
    const app = await buildTestApp();
    const user = await app.store.users.register(newUserForm({ email: 'gone@example.com' }));
    const token = app.store.sessions.issue(user._id, { verified: true });
    const product = app.store.catalog.at(0)?._id ?? '';
    expect(app.store.carts.add(user._id, product)).toBe('added');
    expect(app.store.deleteAccount(user._id)).toBe(true);
    expect(app.store.users.byId(user._id)).toBeUndefined();
    expect(app.store.carts.productIds(user._id)).toEqual([]);
    expect(app.store.sessions.check(token)).toEqual({ ok: false, reason: 'unknown' });
    expect(app.store.deleteAccount(user._id)).toBe(false);
  });

  it("the dev extension's reset() is the seeded state: the demo account only", async () => {
    const app = await buildTestApp();
    await app.store.users.register(newUserForm({ email: 'x@example.com' }));
    await devExtensionOf(app.store).reset();
    expect(app.store.users.count).toBe(1);
    expect(app.store.users.findByEmail(app.store.demo.email)).toMatchObject({
      firstname: 'Demo',
      lastname: 'Shopper',
      phone: '9876543210',
    });
  });
});
