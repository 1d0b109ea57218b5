/**
 * What the proxy tells the upstream about the caller: only the headers an API call needs. A
 * browser sends every localhost cookie (other apps' sessions, the shop's own) with every call,
 * and a client can write any X-Forwarded-For; neither may reach the upstream.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';
import { listening, rawRequest } from '../listening.js';
import { startUpstream } from './upstream.js';

describe('the headers the proxy forwards', () => {
  it('are the allow list only: never Cookie, and X-Forwarded-For names the real client', async () => {
    const upstream = await startUpstream();
    const base = await listening(await buildTestApp({ upstream: { url: upstream.url } }));
    const allowed = {
      accept: 'application/json',
      'accept-language': 'hi-IN',
      authorization: 'Bearer hosted-token',
      'user-agent': 'shop-test',
      'x-login-token': 'login-123',
    };
    const sent = {
      ...allowed,
      // The mock's own fault injection: never a way to steer the upstream's delays (issue 48).
      prefer: 'delay=10000',
      cookie: 'other_app_session=s3cret; token=shop-token; user=%7B%22id%22%3A1%7D',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      'x-real-ip': '203.0.113.9',
      'x-csrf-token': 'another-app',
      origin: 'http://localhost:3000',
    };
    const answer = await rawRequest(base, { path: '/cart-api/get-all-carts', headers: sent });
    expect(answer.status).toBe(200);

    const [forwarded] = upstream.received;
    expect(forwarded?.headers).toMatchObject({ ...allowed, 'x-forwarded-for': '127.0.0.1' });
    for (const gone of ['cookie', 'prefer', 'x-forwarded-host', 'x-real-ip', 'x-csrf-token', 'origin'])
      expect(forwarded?.headers).not.toHaveProperty(gone);
    expect(JSON.stringify(forwarded?.headers)).not.toMatch(/s3cret|shop-token|203\.0\.113\.9/);
  });

  it('name the forwarded client when TRUST_PROXY trusts the proxy in between', async () => {
    const upstream = await startUpstream();
    const base = await listening(await buildTestApp({ upstream: { url: upstream.url }, trustProxy: ['127.0.0.1'] }));
    await rawRequest(base, { path: '/cart-api/get-all-carts', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(upstream.received[0]?.headers['x-forwarded-for']).toBe('198.51.100.7');
  });
});
