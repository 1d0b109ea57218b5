import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, fakeClock, latestCode, requests, signUp } from '../../helpers.js';

describe('PUT /user-api/forget-password', () => {
  it('sets a new password with the one-time code sent to the address (checked in place)', async () => {
    const app = await buildTestApp();
    const { form, token } = await signUp(app);
    await call(app, requests.sendOtp(form.email));
    const otp = latestCode(app, form.email);
    const { status, body } = await call(
      app,
      requests.forgetPassword({ email: form.email, newPassword: 'n3w-pass', confirmPassword: 'n3w-pass', otp }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ msg: 'User Password Changed...' });
    expect((await call(app, requests.login(form.email, 'n3w-pass'))).body.status).toBe(true);
    expect((await call(app, requests.login(form.email, form.password))).body.status).toBe(false);
    // Whoever held the old password is signed out.
    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) })).status).toBe(401);
    // The code is used up.
    expect(
      (
        await call(
          app,
          requests.forgetPassword({ email: form.email, newPassword: 'again', confirmPassword: 'again', otp }),
        )
      ).body,
    ).toEqual({ msg: 'Invalid OTP' });
  });

  it('also accepts a code already verified with verify-otp in the last 10 minutes, but not later', async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now });
    const { form } = await signUp(app);
    await call(app, requests.sendOtp(form.email));
    const otp = latestCode(app, form.email);
    await call(app, { method: 'POST', url: '/otp-api/verify-otp', payload: { email: form.email, otp } });
    clock.advance(9 * 60_000);
    expect(
      (await call(app, requests.forgetPassword({ email: form.email, newPassword: 'n3w', confirmPassword: 'n3w', otp })))
        .status,
    ).toBe(200);

    clock.advance(60_000);
    await call(app, requests.sendOtp(form.email));
    const second = latestCode(app, form.email);
    await call(app, { method: 'POST', url: '/otp-api/verify-otp', payload: { email: form.email, otp: second } });
    clock.advance(10 * 60_000 + 1);
    expect(
      await call(
        app,
        requests.forgetPassword({ email: form.email, newPassword: 'n3w', confirmPassword: 'n3w', otp: second }),
      ),
    ).toMatchObject({ status: 201, body: { msg: 'Invalid OTP' } });
  });

  it('refuses a reset without a code (201, the hosted form-problem status) with one answer, sent code or not, known email or not', async () => {
    const app = await buildTestApp();
    const { form } = await signUp(app);
    const missing = { msg: 'Please enter the one-time code sent to your email, or request one first if none was sent' };
    const withoutCode = (email: string) =>
      requests.forgetPassword({ email, newPassword: 'n3w', confirmPassword: 'n3w' });
    expect(await call(app, withoutCode(form.email))).toMatchObject({ status: 201, body: missing });
    await call(app, requests.sendOtp(form.email));
    expect((await call(app, withoutCode(form.email))).body).toEqual(missing);
    expect((await call(app, withoutCode('nobody@example.com'))).body).toEqual(missing);
    expect((await call(app, requests.login(form.email, form.password))).body.status).toBe(true);
  });

  it('refuses a wrong code, and locks the code after 5 wrong tries (429)', async () => {
    const app = await buildTestApp();
    const { form } = await signUp(app);
    await call(app, requests.sendOtp(form.email));
    const otp = latestCode(app, form.email);
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) {
      expect(
        await call(
          app,
          requests.forgetPassword({ email: form.email, newPassword: 'n3w', confirmPassword: 'n3w', otp: wrong }),
        ),
      ).toMatchObject({ status: 201, body: { msg: 'Invalid OTP' } });
    }
    expect(
      await call(app, requests.forgetPassword({ email: form.email, newPassword: 'n3w', confirmPassword: 'n3w', otp })),
    ).toMatchObject({
      status: 429,
      body: { msg: 'Too many wrong codes. Please ask for a new code.' },
    });
  });

  it.each([
    [{ email: '', newPassword: 'a', confirmPassword: 'a', otp: '1234' }, 'Please Fill All Field'],
    [{ email: 'x@example.com', newPassword: '', confirmPassword: '', otp: '1234' }, 'Please Fill All Field'],
    [{ email: 'x@example.com', newPassword: 'a', confirmPassword: 'b', otp: '1234' }, 'Password is MissMatch...'],
  ])('answers 201 { msg } for form problems: %j', async (user_data, msg) => {
    const app = await buildTestApp();
    await signUp(app, { email: 'x@example.com' });
    const { status, body } = await call(app, requests.forgetPassword(user_data));
    expect(status).toBe(201);
    expect(body).toEqual({ msg });
  });

  it('refuses malformed bodies with 400 { msg }', async () => {
    const app = await buildTestApp();
    expect(
      await call(app, {
        method: 'PUT',
        url: '/user-api/forget-password',
        payload: { user_data: { email: 'a@b.co', newPassword: 'x' } },
      }),
    ).toMatchObject({
      status: 400,
      body: { msg: "body/user_data must have required property 'confirmPassword'" },
    });
  });
});

describe('PUT /user-api/change-pass', () => {
  const change = (token: string | undefined, user_data: Record<string, string>) => ({
    method: 'PUT' as const,
    url: '/user-api/change-pass',
    ...(token ? { headers: bearer(token) } : {}),
    payload: { user_data },
  });

  it('allows 5 wrong old passwords per 15 minutes, then answers 429 { msg } even to the right one', async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now });
    const { form, token } = await signUp(app);
    const attempt = (oldPassword: string) =>
      call(app, change(token, { email: form.email, oldPassword, newPassword: 'n3w', confirmPassword: 'n3w' }));
    for (let i = 0; i < 5; i += 1)
      expect(await attempt('guess')).toMatchObject({ status: 201, body: { msg: 'Old Password is Wrong...' } });
    const blocked = await attempt(form.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ msg: 'Too many wrong passwords. Please try again in 15 minutes.' });
    expect(blocked.response.headers['retry-after']).toBe('900');
    clock.advance(15 * 60_000);
    expect((await attempt(form.password)).status).toBe(200);
  });

  it('changes the password of the token’s account and keeps this session', async () => {
    const app = await buildTestApp();
    const { form, token } = await signUp(app);
    const { status, body } = await call(
      app,
      change(token, { email: form.email, oldPassword: form.password, newPassword: 'n3w', confirmPassword: 'n3w' }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ msg: 'User Password Changed...' });
    expect((await call(app, requests.login(form.email, 'n3w'))).body.status).toBe(true);
    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) })).status).toBe(200);
  });

  it.each([
    [{ oldPassword: 'wrong', newPassword: 'n', confirmPassword: 'n' }, 'Old Password is Wrong...'],
    [{ oldPassword: '', newPassword: 'n', confirmPassword: 'n' }, 'Please Fill All Field'],
    [{ oldPassword: 'x', newPassword: 'n', confirmPassword: 'm' }, 'Password is MissMatch...'],
  ])('answers 201 { msg } for %j', async (fields, msg) => {
    const app = await buildTestApp();
    const { form, token } = await signUp(app);
    const { status, body } = await call(app, change(token, { email: form.email, ...fields }));
    expect(status).toBe(201);
    expect(body).toEqual({ msg });
  });

  it('refuses to change another account’s password', async () => {
    const app = await buildTestApp();
    const asha = await signUp(app);
    const ravi = await signUp(app);
    const { status, body } = await call(
      app,
      change(asha.token, {
        email: ravi.form.email,
        oldPassword: ravi.form.password,
        newPassword: 'n',
        confirmPassword: 'n',
      }),
    );
    expect(status).toBe(201);
    expect(body).toEqual({ msg: 'You can only change your own password' });
    expect((await call(app, requests.login(ravi.form.email, ravi.form.password))).body.status).toBe(true);
  });

  it('answers 401 { msg } without a valid token', async () => {
    const app = await buildTestApp();
    const { form } = await signUp(app);
    const { status, body } = await call(
      app,
      change(undefined, { email: form.email, oldPassword: form.password, newPassword: 'n', confirmPassword: 'n' }),
    );
    expect(status).toBe(401);
    expect(body).toEqual({ msg: 'Please log in to continue' });
  });
});
