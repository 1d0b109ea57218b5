import { describe, expect, it } from 'vitest';
import { buildTestApp, call, signUp } from '../helpers.js';

async function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const app = await buildTestApp({
    logger: { stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
  return { app, lines };
}

describe('logging', () => {
  it('writes exactly one line per request: method, url, status, ms', async () => {
    const { app, lines } = await appWithLog();
    await app.ready();
    lines.length = 0;
    await call(app, { url: '/product-api/get-products/1/2' });
    await call(app, { url: '/product-api/get-product-detail/nope' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        url: '/product-api/get-products/1/2',
        statusCode: 200,
        ms: expect.any(Number),
        msg: 'request',
      }),
      expect.objectContaining({
        level: 30,
        method: 'GET',
        url: '/product-api/get-product-detail/nope',
        statusCode: 400,
      }),
    ]);
  });

  it('logs the URL with every query value redacted and cut at 2 KB', async () => {
    const { app, lines } = await appWithLog();
    await app.ready();
    lines.length = 0;
    await call(app, { url: '/product-api/get-products/1/2?pin=4321&reset=SECRET-link' });
    await call(app, { url: `/product-api/get-products/1/2?${'q'.repeat(16_000)}` });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('4321');
    expect(text).not.toContain('SECRET-link');
    expect(lines[0]).toMatchObject({ url: '/product-api/get-products/1/2?pin=[redacted]&reset=[redacted]' });
    expect(String(lines[1]?.url).length).toBeLessThanOrEqual(2048 + 10);
  });

  it('never logs tokens, passwords or bodies', async () => {
    const { app, lines } = await appWithLog();
    const { form, token } = await signUp(app);
    await call(app, {
      method: 'POST',
      url: '/user-api/login',
      payload: { user_data: { email: form.email, password: form.password } },
    });
    await call(app, { url: '/cart-api/get-all-carts', headers: { authorization: `Bearer ${token}` } });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(form.password);
    expect(text).not.toContain(token);
    expect(text).not.toContain(form.email);
  });
});
