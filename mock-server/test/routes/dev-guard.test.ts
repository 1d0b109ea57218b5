/**
 * The /dev guard (http/dev-guard.ts): the outbox holds every account's one-time codes and reset
 * wipes the server, so /dev answers only this machine (or DEV_ROUTES_FROM), grants no CORS, refuses
 * a Host name a rebinding attack would use, and takes state changes only as JSON, which a web page
 * elsewhere cannot send without a preflight that /dev refuses.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp, call, newUserForm } from '../helpers.js';

const reset = { method: 'POST' as const, url: '/dev/reset', payload: {}, headers: {} };
const outbox = { url: '/dev/outbox', headers: { accept: 'application/json' } };

describe('/dev answers only this machine', () => {
  it('refuses a client on another machine with 403, for every /dev path', async () => {
    const app = await buildTestApp();
    for (const request of [outbox, reset, { url: '/dev/anything-added-later' }]) {
      const { status, body } = await call(app, { ...request, remoteAddress: '203.0.113.7' });
      expect(status).toBe(403);
      expect(body).toEqual({ status: false, msg: expect.stringContaining('DEV_ROUTES_FROM') });
    }
    expect(app.store.users.count).toBe(1);
  });

  it('cannot be dodged by spelling the path differently (percent-encoding, a trailing slash)', async () => {
    const app = await buildTestApp();
    for (const url of ['/%64ev/outbox', '/d%65v/outbox', '/dev/outbox/', '/dev/%6Futbox']) {
      expect(
        (await call(app, { url, remoteAddress: '203.0.113.7', headers: { accept: 'application/json' } })).status,
        url,
      ).toBe(403);
    }
  });

  it('answers loopback clients (IPv4, IPv6 and IPv4-mapped)', async () => {
    const app = await buildTestApp();
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await call(app, { ...outbox, remoteAddress })).status).toBe(200);
    }
  });

  it('DEV_ROUTES_FROM widens it deliberately, to addresses or CIDR ranges', async () => {
    const app = await buildTestApp({ devRoutesFrom: ['192.168.1.0/24'] });
    expect((await call(app, { ...outbox, remoteAddress: '192.168.1.20' })).status).toBe(200);
    expect((await call(app, { ...outbox, remoteAddress: '192.168.2.20' })).status).toBe(403);
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.7' }],
    ['X-Forwarded-For naming loopback', { 'x-forwarded-for': '127.0.0.1' }],
    ['Forwarded', { forwarded: 'for=203.0.113.7;proto=https' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.7' }],
    ['Via', { via: '1.1 tunnel' }],
  ])(
    'without TRUST_PROXY, refuses a loopback peer relaying a request (%s): a proxy or tunnel on this machine',
    async (_name, headers) => {
      const app = await buildTestApp();
      await app.store.users.register(newUserForm({ email: 'kept@example.com' }));
      for (const request of [outbox, reset]) {
        const { status, body } = await call(app, {
          ...request,
          remoteAddress: '127.0.0.1',
          headers: { ...request.headers, host: '127.0.0.1:8080', ...headers },
        });
        expect(status).toBe(403);
        expect(body).toEqual({ status: false, msg: expect.stringContaining('proxy or tunnel') });
      }
      expect(app.store.users.findByEmail('kept@example.com')).toBeDefined();
    },
  );

  it('with TRUST_PROXY, judges every hop: a forged leftmost 127.0.0.1 opens nothing', async () => {
    const app = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    const via = async (headers: Record<string, string>) =>
      (await call(app, { ...outbox, remoteAddress: '127.0.0.1', headers: { ...outbox.headers, ...headers } })).status;
    for (const chain of ['127.0.0.1, 203.0.113.7', '203.0.113.7, 127.0.0.1', '127.0.0.1, not-an-address'])
      expect(await via({ 'x-forwarded-for': chain }), chain).toBe(403);
    expect(await via({ forwarded: 'for=127.0.0.1, for="[2001:db8::7]:4711"' })).toBe(403);
    expect(await via({ 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '203.0.113.7' })).toBe(403);
    // The developer through a trusted proxy on this machine: every hop is loopback.
    expect(await via({ 'x-forwarded-for': '127.0.0.1', forwarded: 'for="[::1]:5000"' })).toBe(200);
  });

  it('TRUST_PROXY=true without DEV_ROUTES_FROM closes /dev, and says so at start-up', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = { stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } };
    const app = await buildTestApp({ trustProxy: true, logger });
    await app.ready();
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringContaining('TRUST_PROXY=true') }),
    );
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' }]) {
      const { status, body } = await call(app, { ...outbox, headers: { ...outbox.headers, ...headers } });
      expect(status).toBe(403);
      expect(body.msg).toMatch(/TRUST_PROXY=true/);
    }
    // An explicit DEV_ROUTES_FROM opens it again, to those addresses on every hop.
    const opened = await buildTestApp({ trustProxy: true, devRoutesFrom: ['10.0.0.0/8'] });
    const from = (chain: string) =>
      call(opened, { ...outbox, remoteAddress: '10.0.0.2', headers: { ...outbox.headers, 'x-forwarded-for': chain } });
    expect((await from('10.1.2.3')).status).toBe(200);
    expect((await from('127.0.0.1, 203.0.113.7')).status).toBe(403);
  });

  it('is not fooled by X-Forwarded-For: the connection itself must be allowed too', async () => {
    const app = await buildTestApp({ trustProxy: true });
    const spoofed = await call(app, {
      ...outbox,
      remoteAddress: '203.0.113.7',
      headers: { ...outbox.headers, 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.status).toBe(403);
    // Behind a proxy on this machine, the forwarded client decides.
    const proxied = await call(app, {
      ...outbox,
      remoteAddress: '127.0.0.1',
      headers: { ...outbox.headers, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.status).toBe(403);
  });

  it('refuses a Host that is a domain name other than localhost (DNS rebinding)', async () => {
    const app = await buildTestApp();
    expect((await call(app, { ...outbox, headers: { ...outbox.headers, host: 'attacker.example:8080' } })).status).toBe(
      403,
    );
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'localhost']) {
      expect((await call(app, { ...outbox, headers: { ...outbox.headers, host } })).status).toBe(200);
    }
  });
});

const preflightTo = (url: string) => ({
  method: 'OPTIONS' as const,
  url,
  headers: {
    origin: 'https://evil.example',
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type',
  },
});

describe('/dev grants no CORS', () => {
  it('sends no Access-Control-Allow-Origin and refuses preflights, while the API keeps its CORS', async () => {
    const app = await buildTestApp();
    const read = await app.inject({ ...outbox, headers: { ...outbox.headers, origin: 'https://evil.example' } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject(preflightTo('/dev/reset'));
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    const encoded = await app.inject(preflightTo('/%64ev/reset'));
    expect(encoded.headers['access-control-allow-origin']).toBeUndefined();
    const api = await app.inject({ url: '/product-api/get-products/1/1', headers: { origin: 'https://evil.example' } });
    expect(api.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('POST /dev/reset needs a request no other web page can send', () => {
  it.each([
    ['no body', {}],
    ['a plain-text body', { payload: '{}', headers: { 'content-type': 'text/plain' } }],
    ['a form body', { payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ])('refuses %s with 415 and changes nothing', async (_name, request) => {
    const app = await buildTestApp();
    await app.store.users.register(newUserForm({ email: 'kept@example.com' }));
    const { status, body } = await call(app, { method: 'POST', url: '/dev/reset', ...request });
    expect(status).toBe(415);
    expect(body).toEqual({ status: false, msg: expect.stringContaining('application/json') });
    expect(app.store.users.findByEmail('kept@example.com')).toBeDefined();
  });

  it('accepts a JSON body ({})', async () => {
    const app = await buildTestApp();
    expect(await call(app, reset)).toMatchObject({ status: 200, body: { status: true, msg: 'State reset' } });
  });
});

describe('/dev on the API’s port, with the tools on their own listener', () => {
  it('answers 403 naming the configured DEV_PORT, for /dev and for X-Mock-Session', async () => {
    const app = await buildTestApp({ devListener: true, devPort: 9181 });
    const said = 'DEV_PORT=9181 (for example curl localhost:9181/dev/outbox)';
    const tools = await call(app, outbox);
    expect(tools.status).toBe(403);
    expect(tools.body).toEqual({ status: false, msg: expect.stringContaining(said) });
    const sandboxed = await call(app, { url: '/cart-api/get-all-carts', headers: { 'x-mock-session': 'worker-1' } });
    expect(sandboxed.status).toBe(403);
    expect(sandboxed.body).toEqual({ status: false, msg: expect.stringContaining(said) });
  });

  it('names DEV_PORT without a number when the port is any free one (0)', async () => {
    const app = await buildTestApp({ devListener: true });
    const { body } = await call(app, outbox);
    expect(body).toEqual({ status: false, msg: expect.stringMatching(/own port.*DEV_PORT \(PORT \+ 1 unless set\)/) });
  });
});
