/**
 * What one hostile upstream or client costs the proxy: a decompression bomb is decoded only up to
 * a cap and reported as not checked; upstream calls at once are bounded; a request body that
 * trickles in is cut off. Against the listening server where a real socket matters.
 */
import { request } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { DriftReport } from '../../src/proxy/drift.js';
import { buildTestApp } from '../helpers.js';
import { listening, rawRequest } from '../listening.js';
import { json, startUpstream } from './upstream.js';

/** 32 MiB of spaces as brotli: a few hundred bytes on the wire. */
const bomb = brotliCompressSync(Buffer.alloc(32 * 1024 * 1024, ' '), {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
});

describe('the proxy under a hostile upstream or client', () => {
  it('decodes a brotli bomb only up to its cap, records it as not checked, and passes the bytes on', async () => {
    expect(bomb.length).toBeLessThan(64 * 1024);
    const upstream = await startUpstream({
      '/cart-api/get-all-carts': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' });
        response.end(bomb);
      },
    });
    const app = await buildTestApp({ upstream: { url: upstream.url } });
    const base = await listening(app);
    const answer = await rawRequest(base, { path: '/cart-api/get-all-carts', headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    const report = (await app.inject({ url: '/dev/drift' })).json<DriftReport>();
    expect(report.drifts).toEqual([
      expect.objectContaining({
        operationId: 'getCart',
        direction: 'response',
        in: 'body',
        pointer: '',
        expected: expect.stringContaining('8388608 bytes'),
        actual: 'not checked (too large)',
      }),
    ]);
  });

  it('runs at most maxConcurrent upstream calls at once, and answers 503 past the queue', async () => {
    let inFlight = 0;
    let most = 0;
    const held: (() => void)[] = [];
    const upstream = await startUpstream({
      '/cart-api/get-all-carts': (_request, response) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        held.push(() => {
          inFlight -= 1;
          json(response, 200, { status: true, prods: [] });
        });
      },
    });
    const app = await buildTestApp({ upstream: { url: upstream.url, maxConcurrent: 2, maxQueued: 0 } });
    const base = await listening(app);
    // Three shoppers' carts: with UPSTREAM_COLLAPSE_READS, identical reads would share one call.
    const call = (shopper: string) =>
      rawRequest(base, { path: '/cart-api/get-all-carts', headers: { authorization: `Bearer token-of-${shopper}` } });
    const first = [call('asha'), call('ravi')];
    // Both slots are taken once the upstream holds two calls (a bounded wait: at most 1,000 ticks).
    for (let tick = 0; held.length < 2 && tick < 1000; tick += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(held).toHaveLength(2);
    const refused = await call('meera');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused.body)).toEqual({ status: false, msg: expect.stringMatching(/busy/) });
    for (const release of held) release();
    expect((await Promise.all(first)).map((a) => a.status)).toEqual([200, 200]);
    expect(most).toBe(2);
  });

  it('cuts a request body that does not arrive within bodyTimeoutMs with a 408', { timeout: 20_000 }, async () => {
    const upstream = await startUpstream();
    const app = await buildTestApp({ upstream: { url: upstream.url, bodyTimeoutMs: 100 } });
    const base = await listening(app);
    const answer = await rawRequest(base, {
      method: 'POST',
      path: '/user-api/signup',
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
      body: '{"user_data":',
      hold: true, // the rest never comes
    });
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ status: false, msg: expect.stringMatching(/did not arrive in time/) });
    expect(upstream.received).toEqual([]);
  });

  it('keeps answering after a client hangs up in the middle of its body', async () => {
    const upstream = await startUpstream();
    const app = await buildTestApp({ upstream: { url: upstream.url } });
    const base = await listening(app);
    const { hostname, port } = new URL(base);
    await new Promise<void>((resolve) => {
      const outgoing = request({
        hostname,
        port,
        method: 'POST',
        path: '/user-api/signup',
        headers: { 'content-type': 'application/json', 'content-length': '1000' },
      });
      outgoing.on('error', () => resolve());
      outgoing.write('{"user_data":', () => {
        outgoing.destroy();
        resolve();
      });
    });
    const next = await rawRequest(base, { path: '/product-api/get-products/1/2' });
    expect(next.status).toBe(200);
    expect(upstream.received.map((r) => r.url)).toEqual(['/product-api/get-products/1/2']);
  });
});
