/**
 * The API at the shop's own origin: catalogue reads from the cache, everything else forwarded with
 * an allow list of headers and the real client address, and nothing of the upstream's own
 * (Set-Cookie, security headers, HTML) ever reaching the browser at this origin.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { later, startShop, timedGet, upstreamDouble } from './helpers.js';

describe('calls forwarded to the upstream', () => {
  it('carry only the allowed headers, and X-Forwarded-For naming the client', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const response = await fetch(`${shop.url}/cart-api/add-to-cart`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer shopper-a',
        'content-type': 'application/json',
        'x-login-token': 'code-token',
        cookie: 'token=shopper-a; lang=hi; other_app_session=secret',
        'x-mock-session': 'sandbox',
        'x-forwarded-for': '203.0.113.9',
      },
      body: JSON.stringify({ prod_id: 'prod-1', quantity: 2 }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: true, added: { prod_id: 'prod-1', quantity: 2 } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const call = upstream.calls.at(-1);
    expect(call?.headers.authorization).toBe('Bearer shopper-a');
    expect(call?.headers['x-login-token']).toBe('code-token');
    expect(call?.headers.cookie, 'never the shop’s own cookies').toBeUndefined();
    expect(call?.headers['x-mock-session']).toBeUndefined();
    expect(call?.headers['x-forwarded-for'], 'the connection’s address, not the client’s claim').toBe('127.0.0.1');
  });

  it('never pass on the upstream’s Set-Cookie or security headers, or anything but JSON', async () => {
    const upstream = await upstreamDouble({ hostile: true });
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const products = await timedGet(`${shop.url}/product-api/get-products/1/2`);
    expect(products.status).toBe(200);
    expect(products.headers.get('set-cookie')).toBeNull();
    expect(products.headers.get('x-frame-options'), 'the shop’s own, not the upstream’s').toBe('DENY');
    expect(products.headers.get('content-security-policy')).toContain("default-src 'none'");

    const cart = await timedGet(`${shop.url}/cart-api/get-all-carts`, { authorization: 'Bearer a' });
    expect(cart.status, 'an HTML answer is refused').toBe(502);
    expect(cart.body).not.toContain('<script>');
    expect(cart.headers.get('set-cookie')).toBeNull();
    const detail = await timedGet(`${shop.url}/product-api/get-product-detail/prod-1`);
    expect(detail.status, 'an HTML catalogue answer is neither served nor kept').toBe(502);
    expect(JSON.parse(detail.body)).toMatchObject({ prod: null });
  });

  it('refuse an answer past the size bound, and give up on one that never comes', async () => {
    const upstream = await upstreamDouble({ hostile: true });
    const patient = await startShop({ apiBaseUrl: upstream.url });
    const huge = await timedGet(`${patient.url}/product-api/get-products`);
    expect(huge.status, 'a 40 MB catalogue').toBe(502);
    expect(JSON.parse(huge.body)).toEqual({ prod: null, msg: 'The shop’s API sent an answer too large to pass on.' });

    const shop = await startShop({ apiBaseUrl: upstream.url, upstreamTimeoutMs: 500 });
    const hanging = await fetch(`${shop.url}/cart-api/add-to-cart`, {
      method: 'POST',
      headers: { authorization: 'Bearer a', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(hanging.status).toBe(503);
    expect(hanging.headers.get('retry-after')).toBe('10');
    expect(await hanging.json()).toEqual({
      status: false,
      msg: 'The shop’s API did not answer in time. Please try again in a minute.',
    });
  });

  it('wait in a bounded queue: past it, a 503 at once', async () => {
    const upstream = await upstreamDouble({ hostile: true });
    const shop = await startShop({
      apiBaseUrl: upstream.url,
      upstreamConnections: 1,
      upstreamQueue: 1,
      upstreamTimeoutMs: 1000,
    });
    const post = () =>
      fetch(`${shop.url}/cart-api/add-to-cart`, { method: 'POST', headers: { authorization: 'Bearer a' }, body: '' });
    const held = [post(), post()];
    await later(200);
    const started = performance.now();
    const third = await post();
    expect(third.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(500);
    expect(await third.json()).toEqual({ status: false, msg: 'The shop is busy. Please try again in a few seconds.' });
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([503, 503]);
  });
});

/** A GET of `path` exactly as written (fetch would resolve its dot segments first). */
function rawGet(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { path }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('paths', () => {
  it('with dot segments, plain or encoded, never reach the upstream', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    for (const path of ['/cart-api/../admin', '/cart-api/%2e%2e/admin', '/product-api/get-product-detail/..%2Fx'])
      expect(await rawGet(shop.url, path), path).toBe(400);
    expect(upstream.calls).toHaveLength(0);
  });
});

/** `head` (a request line and its headers) sent as written on a socket of its own; the answer's status and body. */
function rawRequest(base: string, head: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text.split('\r\n\r\n')[1] ?? '' }),
    );
  });
}

describe('request targets', () => {
  it('that are not a path (absolute-form, `*`) get a 400, and nothing reaches the upstream', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    for (const head of [
      'GET http://evil.example/cart-api/get-all-carts HTTP/1.1\r\nHost: evil.example\r\nAuthorization: Bearer a',
      `GET ${upstream.url}/product-api/get-products/1/2 HTTP/1.1\r\nHost: shop`,
      'OPTIONS * HTTP/1.1\r\nHost: shop',
      'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nAccept: text/html',
    ]) {
      const answer = await rawRequest(shop.url, head);
      expect(answer.status, head).toBe(400);
      expect(JSON.parse(answer.body), head).toEqual({ status: false, msg: expect.any(String) as unknown });
    }
    expect(upstream.calls).toHaveLength(0);
    expect((await rawRequest(shop.url, 'GET /product-api/get-products/1/2 HTTP/1.1\r\nHost: shop')).status).toBe(200);
  });
});

describe('the build’s own files', () => {
  it('are not served from a dot-directory or as a dot-file (.vite/manifest.json)', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    expect((await timedGet(`${shop.url}/.vite/manifest.json`)).status).toBe(404);
    expect((await timedGet(`${shop.url}/.vite/manifest.json`, { accept: 'text/html' })).body).not.toBe('{}');
    expect((await timedGet(`${shop.url}/assets/shop-abc123.js`)).status).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('warns at start when it believes every hop (`true`): behind one proxy, a hop count', async () => {
    const upstream = await upstreamDouble();
    const trusting = await startShop({ apiBaseUrl: upstream.url, trustProxy: true });
    expect(trusting.logs.find((line) => line.level === 40 && String(line.msg).includes('TRUST_PROXY'))).toBeDefined();
    const counted = await startShop({ apiBaseUrl: upstream.url, trustProxy: 1 });
    expect(counted.logs.find((line) => String(line.msg).includes('TRUST_PROXY'))).toBeUndefined();
  });

  it('with a hop count, names the client the nearest proxy saw, never the one a client wrote', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, trustProxy: 1 });
    await fetch(`${shop.url}/cart-api/get-all-carts`, {
      headers: { authorization: 'Bearer a', 'x-forwarded-for': '198.51.100.66, 203.0.113.9' },
    });
    expect(upstream.calls.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});

describe('an upstream that fails (5xx)', () => {
  it('is answered with the operation’s error body, its own body (a stack trace) only in the log', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const answer = await fetch(`${shop.url}/user-api/forget-password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_data: { email: 'asha@example.com', newPassword: 'a', confirmPassword: 'a' } }),
    });
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(text).not.toMatch(/TypeError|\/srv\/|user\.js/);
    expect(JSON.parse(text)).toEqual({ msg: 'The shop’s API failed. Please try again.' });
    const logged = shop.logs.find((line) => line.level === 40 && line.upstreamStatus === 500);
    expect(logged, 'the operator still reads what failed').toMatchObject({
      path: '/user-api/forget-password',
      upstreamBody: expect.stringContaining('TypeError') as unknown,
    });
  });
});

describe('the catalogue cache', () => {
  it('serves a stale answer at once while one refresh runs for many readers', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, freshMs: 100 });
    const path = '/product-api/get-products/1/2';
    await timedGet(`${shop.url}${path}`);
    expect(upstream.callsTo(path)).toBe(1);
    await later(150);
    upstream.delayMs = 500;
    const answers = await Promise.all(Array.from({ length: 20 }, () => timedGet(`${shop.url}${path}`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.ms, 'stale, not waiting for the refresh').toBeLessThan(400);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400');
    }
    await later(700);
    expect(upstream.callsTo(path), 'one refresh for twenty stale reads').toBe(2);
  });

  it('answers the catalogue compressed, as brotli or gzip, to a client that takes it', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const plain = await fetch(`${shop.url}/product-api/get-products`, { headers: { 'accept-encoding': 'identity' } });
    const whole = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const compressed = await fetch(`${shop.url}/product-api/get-products`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('vary')).toBe('accept-encoding');
      expect(await compressed.text(), 'the same JSON once decoded').toBe(whole);
    }
    expect(upstream.callsTo('/product-api/get-products')).toBe(1);
  });

  it('keeps nothing personal, and no catalogue read with a query', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    for (let i = 0; i < 2; i++) {
      await timedGet(`${shop.url}/cart-api/get-all-carts`, { authorization: 'Bearer a' });
      await timedGet(`${shop.url}/product-api/get-products/1/2?x=${i}`);
    }
    expect(upstream.callsTo('/cart-api/get-all-carts')).toBe(2);
    expect(
      upstream.callsTo('/product-api/get-products/1/2?x=0') + upstream.callsTo('/product-api/get-products/1/2?x=1'),
    ).toBe(2);
  });
});

describe('in front of the mock server (DEV_PORT)', () => {
  it('sends a call in a sandbox, X-Mock-Session with it, to the developer-tools port, never serving it from the cache', async () => {
    const upstream = await upstreamDouble();
    const tools = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, devPort: Number(new URL(tools.url).port) });
    await timedGet(`${shop.url}/product-api/get-products/1/2`);
    const sandboxed = await timedGet(`${shop.url}/product-api/get-products/1/2`, { 'x-mock-session': 'worker-2' });
    expect(sandboxed.status).toBe(200);
    expect(upstream.callsTo('/product-api/get-products/1/2'), 'the API port: the one unsandboxed read').toBe(1);
    expect(tools.callsTo('/product-api/get-products/1/2'), 'the sandbox asked the tools port itself').toBe(1);
    expect(tools.calls.at(-1)?.headers['x-mock-session']).toBe('worker-2');
    expect(tools.calls.at(-1)?.headers['x-forwarded-for'], 'the client the mock judges').toBe('127.0.0.1');
  });

  it('sends a call with Prefer (the mock’s fault injection) to the developer-tools port, Prefer with it', async () => {
    const upstream = await upstreamDouble();
    const tools = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, devPort: Number(new URL(tools.url).port) });
    const declined = await fetch(`${shop.url}/cart-api/add-to-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'payment=declined' },
      body: JSON.stringify({ prod_id: 'prod-1', quantity: 1 }),
    });
    expect(declined.status).toBe(201);
    expect(upstream.calls, 'never the API port').toHaveLength(0);
    expect(tools.calls.at(-1)?.headers.prefer).toBe('payment=declined');
  });

  it('lets the service worker fetch the upstream’s own pictures (connect-src names its origin)', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, devPort: 9181 });
    const page = await timedGet(`${shop.url}/`, { accept: 'text/html' });
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`connect-src 'self' ${new URL(upstream.url).origin}(;|$)`));
  });

  it('answers /dev with a 403 naming the port where the developer tools answer', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, devPort: 9181 });
    const outbox = await timedGet(`${shop.url}/dev/outbox`);
    expect(outbox.status).toBe(403);
    expect(JSON.parse(outbox.body)).toMatchObject({ msg: expect.stringContaining('DEV_PORT=9181') as unknown });
    expect(upstream.calls, 'never passed on').toHaveLength(0);
  });
});
