import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, demoAccount, fakeClock, requests, signUp } from '../helpers.js';

describe('GET /dev/outbox', () => {
  it('answers { messages } newest first, as JSON by default', async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ now: clock.now });
    await signUp(app, { email: 'first@example.com' });
    await call(app, requests.sendOtp('first@example.com'));
    clock.advance(1000);
    await call(app, {
      method: 'POST',
      url: '/send-email',
      payload: { options: { to: 'second@example.com', subject: 'Hi', msg: '<b>Hello</b>' } },
    });

    const { status, body, response } = await call(app, { url: '/dev/outbox', headers: { accept: '*/*' } });
    expect(status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(body).toEqual({
      messages: [
        // Who sent it (issue 28): anyone may call send-email, so its messages say so.
        {
          to: 'second@example.com',
          subject: 'Hi',
          body: 'Hello',
          sentAt: new Date(clock.now()).toISOString(),
          sentBy: 'send-email',
        },
        {
          to: 'first@example.com',
          subject: 'Your OTP',
          body: expect.stringMatching(/\d{4}/),
          sentAt: new Date(clock.now() - 1000).toISOString(),
          sentBy: 'server',
        },
      ],
    });
  });

  it('shows a readable, escaped HTML page to a browser', async () => {
    const app = await buildTestApp();
    await call(app, {
      method: 'POST',
      url: '/send-email',
      payload: {
        options: {
          to: 'asha@example.com',
          subject: '<img src=x onerror=alert(1)>',
          msg: '<a href="http://localhost:8080/reset-password">Reset</a>',
        },
      },
    });
    const response = await app.inject({
      url: '/dev/outbox',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Outbox (1)</title>');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).not.toContain('<img');
    expect(response.body).toContain(
      '<a href="http://localhost:8080/reset-password">http://localhost:8080/reset-password</a>',
    );
  });

  it('marks a code planted through POST /send-email so it cannot pass for one the server sent', async () => {
    const app = await buildTestApp();
    const email = app.store.demo.email;
    // Any web page may call send-email: here it plants a message dressed as a code.
    await call(app, {
      method: 'POST',
      url: '/send-email',
      headers: { origin: 'https://evil.example' },
      payload: { options: { to: email, subject: 'Your OTP', msg: 'Your one-time code is 1234.' } },
    });
    await call(app, requests.sendOtp(email));

    const { body } = await call(app, { url: '/dev/outbox', headers: { accept: 'application/json' } });
    const [real, planted] = body.messages as { subject: string; sentBy: string }[];
    expect(real).toMatchObject({ subject: 'Your OTP', sentBy: 'server' });
    expect(planted).toMatchObject({ subject: 'Your OTP', sentBy: 'send-email' });

    const page = await app.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } });
    const articles = page.body.split('<article').slice(1);
    expect(articles[0]).toContain('Sent by the mock server');
    expect(articles[1]).toMatch(/class="via-send-email"/);
    expect(articles[1]).toContain('Sent through POST /send-email by a client');
  });

  it('says so when the outbox is empty', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(response.body).toContain('No messages yet');
  });
});

describe('POST /dev/reset', () => {
  it('restores the seeded state: only the demo account, empty carts, outbox, codes and limits', async () => {
    const app = await buildTestApp({ rateLimits: { signup: [{ scope: 'client', max: 1, windowMs: 60_000 }] } });
    const { token, form } = await signUp(app);
    await call(app, requests.sendOtp(form.email));
    expect((await call(app, requests.signup({ ...form, email: 'b@example.com' }))).status).toBe(429);

    const { status, body } = await call(app, { method: 'POST', url: '/dev/reset', payload: {} });
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, msg: 'State reset' });
    expect(app.store.users.findByEmail(form.email)).toBeUndefined();
    expect(app.store.users.findByEmail(demoAccount.email)?._id).toBe('64f1c2a9b7e4d3c2a1f0e9d8');
    expect(app.store.users.count).toBe(1);
    expect(app.store.outbox.list()).toEqual([]);
    expect((await call(app, { url: '/cart-api/get-all-carts', headers: bearer(token) })).status).toBe(401);
    // Limits are cleared too, and the demo password still works without re-hashing.
    expect((await call(app, requests.signup({ ...form, email: 'c@example.com' }))).status).toBe(200);
    expect((await call(app, requests.login(demoAccount.email, demoAccount.password))).body.status).toBe(true);
  });
});

describe('DEV_ROUTES=false', () => {
  it('answers 404 { status: false, msg: "Not found" } for every dev route, even to a browser', async () => {
    const app = await buildTestApp({ devRoutes: false });
    for (const request of [
      { method: 'GET' as const, url: '/dev/outbox', headers: { accept: 'text/html' } },
      { method: 'POST' as const, url: '/dev/reset', payload: {} },
      { method: 'GET' as const, url: '/dev/requests' },
      { method: 'DELETE' as const, url: '/dev/requests', payload: {} },
      { method: 'GET' as const, url: '/dev/drift', headers: { accept: 'text/html' } },
      { method: 'GET' as const, url: '/dev/clock' },
      { method: 'POST' as const, url: '/dev/clock', payload: { byMs: 31_000 } },
    ]) {
      const { status, body } = await call(app, request);
      expect(status).toBe(404);
      expect(body).toEqual({ status: false, msg: 'Not found' });
    }
  });
});
