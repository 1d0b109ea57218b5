/**
 * Paths that would leave the upstream's base path once a URL parser reads them: dot segments, raw
 * or percent-encoded, and backslashes. Sent as-is over a real socket (app.inject and most clients
 * would tidy them first), to an upstream that lives under a base path.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';
import { listening, rawRequest } from '../listening.js';
import { startUpstream } from './upstream.js';

describe('a path that climbs out of the upstream base', () => {
  it.each([
    '/product-api/../../admin/secret',
    '/product-api/%2e%2e/%2E%2E/admin/secret',
    '/product-api/.%2e/admin/secret',
    '/product-api/..%5c..%5cadmin/secret',
    '/product-api/..\\..\\admin/secret',
    '/product-api/%2e%2e%2fadmin',
    '/admin/../product-api/get-products/1/2',
    '/product-api/./get-products/1/2',
  ])('is refused with a 400, and nothing reaches the upstream: %s', async (path) => {
    const upstream = await startUpstream();
    const app = await buildTestApp({ upstream: { url: `${upstream.url}/api/v1` } });
    const base = await listening(app);
    const answer = await rawRequest(base, { path });
    expect(upstream.received).toEqual([]);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ status: false, msg: expect.stringMatching(/path/) });
  });

  it('is not made up by reading a path that starts with // as a host', async () => {
    const upstream = await startUpstream();
    const app = await buildTestApp({ upstream: { url: `${upstream.url}/api/v1` } });
    const answer = await rawRequest(await listening(app), { path: '//evil.example/product-api/get-products/1/2' });
    expect(answer.status).toBe(404); // not an API path: the mock's own 404
    expect(upstream.received).toEqual([]);
  });

  it('is told apart from a plain path, which goes under the base', async () => {
    const upstream = await startUpstream();
    const app = await buildTestApp({ upstream: { url: `${upstream.url}/api/v1` } });
    const base = await listening(app);
    await rawRequest(base, { path: '/product-api/get-products/1/2?x=a%2F..' });
    expect(upstream.received.map((r) => r.url)).toEqual(['/api/v1/product-api/get-products/1/2?x=a%2F..']);
  });
});
