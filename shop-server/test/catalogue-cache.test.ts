/**
 * The catalogue cache's rules, against an upstream stand-in in memory: what it keeps, for how long,
 * within what bound, and what a failure leaves in place.
 */
import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from '../src/catalogue-cache.js';
import type { Upstream, UpstreamAnswer } from 'server-kit/upstream';
import { setTimeout as later } from 'node:timers/promises';

/** Answers each path with `answers[path]` (a function, so a test can change it), counting calls. */
function upstreamOf(answers: Record<string, () => UpstreamAnswer | Promise<UpstreamAnswer>>) {
  const calls: string[] = [];
  const upstream: Upstream = {
    send: async ({ path }) => {
      calls.push(path);
      return (answers[path] ?? (() => ({ ok: false, reason: 'unreachable' }) as const))();
    },
    close: async () => undefined,
  };
  return { upstream, calls };
}

const json = (body: object, status = 200): UpstreamAnswer => ({
  ok: true,
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from(JSON.stringify(body)),
});

const options = { maxBytes: 1024 * 1024, freshMs: 60_000, staleMs: 60_000 };

describe('the catalogue cache', () => {
  it('keeps answers within its byte bound, the least recently used going first', async () => {
    const big = { prod: 'x'.repeat(400) };
    const { upstream, calls } = upstreamOf({ '/a': () => json(big), '/b': () => json(big), '/c': () => json(big) });
    const cache = createCatalogueCache({ upstream, ...options, maxBytes: 1000 });
    for (const path of ['/a', '/b', '/c', '/b', '/c', '/a']) await cache.read(path);
    expect(calls).toEqual(['/a', '/b', '/c', '/a']);
  });

  it('passes a 4xx on without keeping it, and drops what it kept for the path', async () => {
    let status = 200;
    const { upstream } = upstreamOf({ '/p': () => json({ prod: status === 200 ? 'kurta' : null }, status) });
    const cache = createCatalogueCache({ upstream, ...options, freshMs: 1 });
    expect(await cache.read('/p')).toMatchObject({ source: 'upstream', status: 200 });
    status = 404;
    await later(5);
    expect(await cache.read('/p'), 'stale, while the refresh runs').toMatchObject({ source: 'stale', status: 200 });
    await cache.settled();
    expect(await cache.read('/p')).toMatchObject({ source: 'upstream', status: 404 });
  });

  it('keeps serving a stale answer when refreshes fail, until it is older than staleMs', async () => {
    let up = true;
    const { upstream } = upstreamOf({
      '/p': () => (up ? json({ prod: 'kurta' }) : { ok: false, reason: 'timeout' }),
    });
    const failures: string[] = [];
    const cache = createCatalogueCache({
      upstream,
      ...options,
      freshMs: 1,
      staleMs: 300,
      onStaleRefreshFailure: (path, reason) => failures.push(`${path} ${reason}`),
    });
    await cache.read('/p');
    up = false;
    await later(5);
    expect(await cache.read('/p')).toMatchObject({ source: 'stale' });
    await cache.settled();
    expect(failures).toEqual(['/p timeout']);
    await later(300);
    expect(await cache.read('/p'), 'too old to serve').toEqual({ source: 'failed', reason: 'timeout' });
  });

  it('lets a reader give up on a fill that goes on for the next one', async () => {
    const { upstream, calls } = upstreamOf({ '/p': () => later(200).then(() => json({ prod: 'kurta' })) });
    const cache = createCatalogueCache({ upstream, ...options });
    expect(await cache.read('/p', AbortSignal.timeout(20))).toEqual({ source: 'failed', reason: 'abandoned' });
    await cache.settled();
    expect(await cache.read('/p')).toMatchObject({ source: 'fresh', status: 200 });
    expect(calls).toHaveLength(1);
  });
});
