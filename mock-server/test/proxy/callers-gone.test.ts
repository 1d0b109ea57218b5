/**
 * Issue 38, finding 3: a caller that gives up (a render past its deadline, a shopper who leaves)
 * must not keep its upstream call. When every caller waiting on a call has gone, the proxy aborts
 * it, freeing its slot and its place in the queue, so the next shopper is not kept behind calls
 * nobody will read. Against the listening server: only a real socket closes.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';
import { listening, rawRequest } from '../listening.js';
import { json, startUpstream, type Received } from './upstream.js';

const slowPath = '/product-api/get-products/1/40';

/** Sends a GET and closes the connection after `leaveAfterMs`, before any answer. */
function leaveEarly(base: string, path: string, leaveAfterMs: number): Promise<void> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const outgoing = request({ hostname, port, path });
    outgoing.on('error', () => undefined);
    outgoing.on('close', () => resolve());
    outgoing.end();
    setTimeout(() => outgoing.destroy(), leaveAfterMs);
  });
}

/** An upstream that answers the slow path after `slowMs` (6 s, as in the review), behind the proxy. */
async function slowUpstreamProxy(collapseReads: boolean, slowMs = 6000) {
  const gone: Received[] = [];
  const upstream = await startUpstream({
    [slowPath]: (received, response) => {
      const timer = setTimeout(() => json(response, 200, { prod: [] }), slowMs);
      response.on('close', () => {
        clearTimeout(timer);
        if (!response.writableFinished) gone.push(received);
      });
    },
  });
  const app = await buildTestApp({ upstream: { url: upstream.url, collapseReads } });
  return { base: await listening(app), upstream, gone };
}

describe('callers that leave before the upstream answers', () => {
  it.each([false, true])(
    'free their slots: after 20 abandoned 6 s calls the next call is served at once (collapseReads %s)',
    async (collapseReads) => {
      const { base, upstream, gone } = await slowUpstreamProxy(collapseReads);
      // Twenty callers, each with its own query (no two alike), that give up after 300 ms.
      await Promise.all(Array.from({ length: 20 }, (_, i) => leaveEarly(base, `${slowPath}?n=${i}`, 300)));

      const started = Date.now();
      const next = await rawRequest(base, { path: '/cart-api/get-all-carts' });
      expect(next.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1500);
      // The proxy closed the upstream calls it no longer needed (the first 8 had been sent).
      await expect.poll(() => gone.length, { timeout: 2000 }).toBeGreaterThanOrEqual(8);
      expect(upstream.received.filter((r) => r.url.startsWith(slowPath)).length).toBeLessThan(20);
    },
    15_000,
  );

  it('keeps a shared read going while one of its callers still waits (collapseReads)', async () => {
    const { base, upstream, gone } = await slowUpstreamProxy(true, 1000);
    const staying = rawRequest(base, { path: slowPath });
    await expect.poll(() => upstream.received.length, { timeout: 2000 }).toBe(1);
    await leaveEarly(base, slowPath, 100);
    expect((await staying).status).toBe(200);
    expect(gone).toHaveLength(0);
    expect(upstream.received).toHaveLength(1);
  });
});
