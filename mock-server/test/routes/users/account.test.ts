import { describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  call,
  demoAccount,
  injectOrigin,
  latestCode,
  logInVerified,
  newUserForm,
  requests,
  signUp,
} from '../../helpers.js';

describe('POST /user-api/signup', () => {
  it('registers, answers a token that works at once and the user with an _id, never the password', async () => {
    const app = await buildTestApp();
    const form = newUserForm();
    const { status, body, response } = await call(app, requests.signup(form));
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      msg: 'User Registered...',
      token: expect.any(String),
      user: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        firstname: form.firstname,
        lastname: form.lastname,
        phone: form.phone,
        email: form.email,
      },
    });
    expect(response.body).not.toContain(form.password);
    expect(JSON.stringify(app.store.users.findByEmail(form.email))).not.toContain(form.password);
    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(body.token as string) })).status).toBe(
      200,
    );
  });

  it('answers 200 status false "Email is Already Exists..." for a taken email (any case)', async () => {
    const app = await buildTestApp();
    const { form } = await signUp(app);
    const again = await call(app, requests.signup(newUserForm({ email: form.email.toUpperCase() })));
    expect(again).toMatchObject({ status: 200, body: { status: false, msg: 'Email is Already Exists...' } });
    expect(await call(app, requests.signup(newUserForm({ email: 'demo@example.com' })))).toMatchObject({
      body: { status: false },
    });
  });

  it.each(['firstname', 'lastname', 'username', 'email', 'password', 'phone'])(
    'answers "Please Fill All Field" when %s is empty',
    async (field) => {
      const app = await buildTestApp();
      const { status, body } = await call(app, requests.signup(newUserForm({ [field]: '  ' })));
      expect(status).toBe(200);
      expect(body).toEqual({ status: false, msg: 'Please Fill All Field' });
    },
  );

  it('answers "Email is Invalid..." for an address that is not one', async () => {
    const app = await buildTestApp();
    expect((await call(app, requests.signup(newUserForm({ email: 'not-an-email' })))).body).toEqual({
      status: false,
      msg: 'Email is Invalid...',
    });
  });

  it.each([
    [
      'a missing field',
      (f: Record<string, unknown>) => ({ ...f, phone: undefined }),
      /must have required property 'phone'/,
    ],
    ['an extra field', (f: Record<string, unknown>) => ({ ...f, isAdmin: true }), /unexpected property 'isAdmin'/],
    ['a wrong type', (f: Record<string, unknown>) => ({ ...f, phone: 9876543210 }), /phone must be string/],
    [
      'an over-long field',
      (f: Record<string, unknown>) => ({ ...f, firstname: 'x'.repeat(101) }),
      /must NOT have more than 100 characters/,
    ],
  ])('refuses %s with 400 { status: false, msg }', async (_case, change, message) => {
    const app = await buildTestApp();
    const { status, body } = await call(app, requests.signup(change(newUserForm())));
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, msg: expect.stringMatching(message) });
  });
});

describe('POST /user-api/login', () => {
  it('answers "User loggin..." with a token that works only after the one-time code is verified', async () => {
    const app = await buildTestApp();
    const { form } = await signUp(app);
    const { status, body } = await call(app, requests.login(form.email, form.password));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: true,
      msg: 'User loggin...',
      token: expect.any(String),
      user: { email: form.email, _id: expect.any(String) },
    });
    const token = body.token as string;
    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) })).status).toBe(401);

    await call(app, { method: 'POST', url: '/otp-api/send-otp', payload: { email: form.email } });
    await call(app, {
      method: 'POST',
      url: '/otp-api/verify-otp',
      payload: { email: form.email, otp: latestCode(app, form.email) },
    });
    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) })).status).toBe(200);
  });

  it('verifying a code for another email does not unlock the token', async () => {
    const app = await buildTestApp();
    const asha = await signUp(app);
    const ravi = await signUp(app);
    const token = (await call(app, requests.login(asha.form.email, asha.form.password))).body.token as string;
    await call(app, { method: 'POST', url: '/otp-api/send-otp', payload: { email: ravi.form.email } });
    await call(app, {
      method: 'POST',
      url: '/otp-api/verify-otp',
      payload: { email: ravi.form.email, otp: latestCode(app, ravi.form.email) },
    });
    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) })).status).toBe(401);
  });

  it('lets the seeded demo account log in', async () => {
    const app = await buildTestApp();
    const token = await logInVerified(app, demoAccount.email, demoAccount.password);
    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) })).body).toEqual({
      status: true,
      prods: [],
    });
  });

  it.each([
    ['a wrong password', demoAccount.email, 'wrong'],
    ['an unknown email', 'nobody@example.com', demoAccount.password],
    ['empty fields', '', ''],
  ])('answers 200 "Invalid username or password..." for %s', async (_case, email, password) => {
    const app = await buildTestApp();
    expect(await call(app, requests.login(email, password))).toMatchObject({
      status: 200,
      body: { status: false, msg: 'Invalid username or password...' },
    });
  });
});

describe('PUT /user-api/update', () => {
  const update = (token: string, user_data: Record<string, string>) => ({
    method: 'PUT' as const,
    url: '/user-api/update',
    headers: bearer(token),
    payload: { user_data },
  });

  it('updates the token’s own account ("User Update")', async () => {
    const app = await buildTestApp();
    const { token, form, user } = await signUp(app);
    const { status, body } = await call(
      app,
      update(token, { firstname: 'Asha', lastname: 'Rao', phone: '9000000000', email: form.email }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, msg: 'User Update' });
    expect(app.store.users.byId(user._id)).toMatchObject({ lastname: 'Rao', phone: '9000000000', email: form.email });
  });

  it('refuses to touch another account named by email', async () => {
    const app = await buildTestApp();
    const asha = await signUp(app);
    const ravi = await signUp(app, { lastname: 'Kumar' });
    const { body } = await call(
      app,
      update(asha.token, { firstname: 'X', lastname: 'Y', phone: '1', email: ravi.form.email }),
    );
    expect(body).toEqual({ status: false, msg: 'You can only update your own account' });
    expect(app.store.users.byId(ravi.user._id)?.lastname).toBe('Kumar');
    expect(app.store.users.byId(asha.user._id)?.lastname).toBe('Verma');
  });

  it('answers "Please Fill All Field" for an empty name', async () => {
    const app = await buildTestApp();
    const { token } = await signUp(app);
    expect((await call(app, update(token, { firstname: '', lastname: 'Rao', phone: '1' }))).body).toEqual({
      status: false,
      msg: 'Please Fill All Field',
    });
  });

  it('answers 401 without a token', async () => {
    const app = await buildTestApp();
    const { status, body } = await call(app, {
      method: 'PUT',
      url: '/user-api/update',
      payload: { user_data: { firstname: 'a', lastname: 'b', phone: '1' } },
    });
    expect(status).toBe(401);
    expect(body).toEqual({ status: false, msg: 'Please log in to continue' });
  });
});

describe('DELETE /user-api/delete/{user_id}', () => {
  it('deletes the token’s own account, its cart and sessions ("Account Deleted")', async () => {
    const app = await buildTestApp();
    const { token, user, form } = await signUp(app);
    await call(app, {
      method: 'POST',
      url: '/cart-api/add-to-cart',
      headers: bearer(token),
      payload: { prod: { prod: app.store.catalog.at(0, injectOrigin) } },
    });
    const { status, body } = await call(app, {
      method: 'DELETE',
      url: `/user-api/delete/${user._id}`,
      headers: bearer(token),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, msg: 'Account Deleted' });
    expect(app.store.users.findByEmail(form.email)).toBeUndefined();
    expect(app.store.carts.productIds(user._id)).toEqual([]);
    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) })).status).toBe(401);
    expect((await call(app, requests.login(form.email, form.password))).body.status).toBe(false);
  });

  it('answers 403 for another account’s id, and leaves it alone', async () => {
    const app = await buildTestApp();
    const asha = await signUp(app);
    const ravi = await signUp(app);
    const { status, body } = await call(app, {
      method: 'DELETE',
      url: `/user-api/delete/${ravi.user._id}`,
      headers: bearer(asha.token),
    });
    expect(status).toBe(403);
    expect(body).toEqual({ status: false, msg: 'You can only delete your own account' });
    expect(app.store.users.byId(ravi.user._id)).toBeDefined();
  });

  it('answers 401 without a token and 400 for a malformed id', async () => {
    const app = await buildTestApp();
    const { token } = await signUp(app);
    expect((await call(app, { method: 'DELETE', url: '/user-api/delete/64f1c2a9b7e4d3c2a1f0e9d8' })).status).toBe(401);
    expect(await call(app, { method: 'DELETE', url: '/user-api/delete/me', headers: bearer(token) })).toMatchObject({
      status: 400,
      body: { status: false, msg: 'params/user_id must be a 24-character hex id' },
    });
  });
});
