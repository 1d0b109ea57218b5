/**
 * With `collapseReads` (UPSTREAM_COLLAPSE_READS=true), identical reads in flight share one upstream
 * call (proxy/collapsed-reads.ts): each caller still gets the answer, its drift count and its
 * journal line; other accounts and reads after a write make calls of their own. Off by default:
 * then the upstream sees every call the callers made.
 */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { DriftReport } from '../../src/proxy/drift.js';
import { bearer } from '../helpers.js';
import { hostedProducts, json, proxyToUpstream, type Received } from './upstream.js';

/** A proxy whose upstream holds its answers to `path` until `answerAll`, so calls overlap for sure. */
async function heldUpstream(path: string, body: unknown, collapseReads = true) {
  const held: ServerResponse[] = [];
  const { upstream, app } = await proxyToUpstream(
    { [path]: (_request, response) => void held.push(response) },
    { upstream: { collapseReads } },
  );
  const callsTo = (wanted: string) => upstream.received.filter((r: Received) => r.url === wanted && r.method === 'GET');
  const calledTimes = async (wanted: string, times: number) => {
    for (let i = 0; i < 200 && callsTo(wanted).length < times; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(callsTo(wanted)).toHaveLength(times);
  };
  const answerAll = () => held.splice(0).forEach((response) => json(response, 200, body));
  return { app, upstream, callsTo, calledTimes, answerAll };
}

describe('reads through the proxy, by default', () => {
  it('each reach the upstream: three identical reads in flight are three upstream calls', async () => {
    const path = '/product-api/get-products/1/2';
    const { app, callsTo, calledTimes, answerAll } = await heldUpstream(path, { prod: hostedProducts }, false);

    const answers = [1, 2, 3].map(() => app.inject({ url: path }));
    await calledTimes(path, 3);
    answerAll();
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(callsTo(path)).toHaveLength(3);
  });
});

describe('reads through the proxy with collapseReads', () => {
  it('share the upstream call of an identical read in flight, and each is answered, checked and journaled', async () => {
    const path = '/product-api/get-products/1/2';
    // A drifted answer (a price as a number), so every caller's check shows in the drift count.
    const [first, ...rest] = hostedProducts;
    const drifted = { prod: [{ ...first, content: { ...first?.content, price: 129999 } }, ...rest] };
    const { app, callsTo, calledTimes, answerAll } = await heldUpstream(path, drifted);

    const answers = [1, 2, 3].map(() => app.inject({ url: path }));
    await calledTimes(path, 1);
    answerAll();
    for (const answer of await Promise.all(answers)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(drifted);
    }
    expect(callsTo(path)).toHaveLength(1);

    expect((await app.inject({ url: '/dev/drift' })).json<DriftReport>().total).toBe(3);
    const journal = (await app.inject({ url: '/dev/requests' })).json<{ requests: { answeredBy: string }[] }>();
    expect(journal.requests.filter((line) => line.answeredBy === 'upstream')).toHaveLength(3);
  });

  it("never share an answer between accounts: another credential's read makes its own call", async () => {
    const path = '/cart-api/get-all-carts';
    const { app, calledTimes, answerAll } = await heldUpstream(path, { status: true, prods: [] });

    const answers = ['token-of-asha', 'token-of-ravi'].map((token) =>
      app.inject({ url: path, headers: bearer(token) }),
    );
    await calledTimes(path, 2);
    answerAll();
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it('after a write, read afresh: a cart read made once an add was answered does not take an older read’s answer', async () => {
    const path = '/cart-api/get-all-carts';
    const { app, upstream, calledTimes, answerAll } = await heldUpstream(path, { status: true, prods: [] });
    const asha = bearer('token-of-asha');

    const before = app.inject({ url: path, headers: asha });
    await calledTimes(path, 1);
    const added = await app.inject({
      method: 'POST',
      url: '/cart-api/add-to-cart',
      headers: asha,
      payload: { prod: { prod: { _id: hostedProducts[0]?._id } } },
    });
    expect(upstream.received.some((r) => r.method === 'POST')).toBe(true);
    expect(added.statusCode).toBeLessThan(500);
    const after = app.inject({ url: path, headers: asha });
    await calledTimes(path, 2);
    answerAll();
    expect((await Promise.all([before, after])).map((answer) => answer.statusCode)).toEqual([200, 200]);
  });
});
