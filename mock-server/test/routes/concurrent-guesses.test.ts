/**
 * Finding 4 of issue 28: failure budgets under a concurrent burst. The budget used to be peeked
 * before the scrypt await and counted after it, so every guess of a burst passed the peek; now a
 * guess is counted before the await (and given back when it was right).
 */
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, logInVerified, signUp } from '../helpers.js';

describe('a burst of concurrent guesses cannot outrun a failure budget', () => {
  it('change-pass: 30 concurrent old-password guesses with one token, the right one last, change nothing past the 5 allowed', async () => {
    const app = await buildTestApp();
    const { form } = await signUp(app);
    const token = await logInVerified(app, form.email, form.password);
    const guess = (oldPassword: string) =>
      call(app, {
        method: 'PUT',
        url: '/user-api/change-pass',
        headers: bearer(token),
        payload: {
          user_data: { email: form.email, oldPassword, newPassword: 'taken-0ver', confirmPassword: 'taken-0ver' },
        },
      });
    const guesses = [...Array.from({ length: 29 }, (_, i) => `wrong-${i}`), form.password];
    const answers = await Promise.all(guesses.map(guess));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.slice(5).every((a) => a.status === 429)).toBe(true);
    expect(answers.at(-1)?.body).toEqual({ msg: expect.stringMatching(/^Too many/) });
    // The password did not change: the old one still logs in.
    const login = await call(app, {
      method: 'POST',
      url: '/user-api/login',
      payload: { user_data: { email: form.email, password: form.password } },
    });
    expect(login.body.status).toBe(true);
  });

  it('login: 40 concurrent guesses from one client, the right one last, are held to the budget of 5', async () => {
    const app = await buildTestApp();
    const { form } = await signUp(app);
    const guesses = [...Array.from({ length: 39 }, (_, i) => `wrong-${i}`), form.password];
    const answers = await Promise.all(
      guesses.map((password) =>
        call(app, {
          method: 'POST',
          url: '/user-api/login',
          remoteAddress: '198.51.100.9',
          payload: { user_data: { email: form.email, password } },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.body.status === true)).toHaveLength(0);
    expect(answers.at(-1)?.status).toBe(429);
  });

  it('a right password gives its slot back: successes never spend the budget', async () => {
    const app = await buildTestApp();
    const { form } = await signUp(app);
    const login = (password: string) =>
      call(app, { method: 'POST', url: '/user-api/login', payload: { user_data: { email: form.email, password } } });
    for (let i = 0; i < 4; i += 1) expect((await login('wrong')).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await login(form.password)).body.status).toBe(true);
    expect((await login('wrong')).status).toBe(200); // the fifth failure
    expect((await login(form.password)).status).toBe(429);
  });

  it('change-pass has an attempt limit too, per account', async () => {
    const app = await buildTestApp({ rateLimits: { changePassword: [{ scope: 'email', max: 2, windowMs: 60_000 }] } });
    const { form } = await signUp(app);
    const token = await logInVerified(app, form.email, form.password);
    const mismatched = () =>
      call(app, {
        method: 'PUT',
        url: '/user-api/change-pass',
        headers: bearer(token),
        payload: { user_data: { email: form.email, oldPassword: 'x', newPassword: 'a1', confirmPassword: 'a1' } },
      });
    expect((await mismatched()).status).toBe(201);
    expect((await mismatched()).status).toBe(201);
    expect(await mismatched()).toMatchObject({
      status: 429,
      body: { msg: expect.stringMatching(/^Too many attempts/) },
    });
  });
});
