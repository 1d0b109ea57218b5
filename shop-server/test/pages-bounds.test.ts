/**
 * The bounds that keep any navigation from holding the shop server (src/pages/route.ts), on its
 * pages with data from a stand-in API (pages-app.ts): answers too large, renders at once and in
 * line, one deadline over the line, the data and the render, a client that leaves or has left, and
 * a page drawn from a private answer. Whatever goes wrong, the frame, and one log line saying why.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ShopApi } from 'web/server/contract';
import { maxDataBytes } from '../src/pages/route.js';
import { renderBounds } from '../src/pages/cache.js';
import { browser, catalogueOf, gatedApi, isFrame, pagesApp, says, standInApi } from './pages-app.js';

describe('the bounds of a page', () => {
  it('reads no API answer past maxDataBytes (2 MiB): the frame, and the log says why', async () => {
    const logs: Record<string, unknown>[] = [];
    const tooLarge = `{"prod":[${'"x",'.repeat(maxDataBytes / 4)}"x"]}`;
    const { api } = standInApi(catalogueOf(10), {
      body: (path) => (path.startsWith('/product-api/get-products/') ? tooLarge : undefined),
    });
    const app = await pagesApp({ api, logs });
    const response = await app.inject({ url: '/search?q=', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(isFrame(response.body)).toBe(true);
    expect(says(logs, `an API answer is larger than ${maxDataBytes} bytes`)).toHaveLength(1);
  });

  it('renders 4 at once with 64 in line; past it, the frame at once', async () => {
    expect(renderBounds).toEqual({ maxConcurrentRenders: 4, maxQueuedRenders: 64 });
    const logs: Record<string, unknown>[] = [];
    const { api, calls, open } = gatedApi(catalogueOf(10));
    const app = await pagesApp({ api, logs, renderTimeoutMs: 20_000 });
    await app.ready();
    const waiting = Array.from({ length: 4 + 64 }, () => app.inject({ url: '/', headers: browser }));
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const past = await app.inject({ url: '/', headers: browser });
    // Neither rendering nor in line: the frame, while the others still wait.
    expect(past.statusCode).toBe(200);
    expect(isFrame(past.body)).toBe(true);
    expect(says(logs, 'server rendering busy')).toHaveLength(1);
    expect(says(logs, 'server rendering busy')[0]).toMatchObject({ running: 4, waiting: 64 });
    open();
    for (const response of await Promise.all(waiting)) expect(isFrame(response.body)).toBe(false);
  });

  it('one deadline covers the wait for a turn, the data and the render itself', async () => {
    const logs: Record<string, unknown>[] = [];
    const { api: answers, calls } = standInApi(catalogueOf(10));
    const slow: ShopApi = async (call) => {
      const answer = answers(call);
      await new Promise((resolve) => setTimeout(resolve, 400));
      return answer;
    };
    const app = await pagesApp({ api: slow, logs, renderTimeoutMs: 250 });
    await app.inject({ method: 'HEAD', url: '/', headers: browser }); // the frame, rendered once
    const started = performance.now();
    // Four render, the fifth waits in line.
    const answered = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/', headers: browser })));
    expect(performance.now() - started).toBeLessThan(400);
    for (const response of answered) expect(isFrame(response.body)).toBe(true);
    expect(says(logs, 'the page came too late')).toHaveLength(5);
    // The deadline reached every data call that went out: the server can stop them (issue 38, 3).
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.signal.aborted)).toBe(true);
  });

  it("stops a page's render and its API calls when its client leaves", async () => {
    const logs: Record<string, unknown>[] = [];
    const { api, calls, open } = gatedApi(catalogueOf(10));
    const app = await pagesApp({ api, logs, renderTimeoutMs: 10_000 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const leaving = httpRequest({ host: '127.0.0.1', port, path: '/', headers: browser });
    leaving.on('error', () => undefined);
    leaving.end();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    leaving.destroy();
    await expect.poll(() => calls[0]?.signal.aborted).toBe(true);
    await expect.poll(() => says(logs, 'the client left')).toHaveLength(1);
    open();
  });

  it('renders nothing for a client already gone when its navigation is handled', async () => {
    const { api, calls } = standInApi(catalogueOf(10));
    const app = await pagesApp({
      api,
      // A connection closed between the navigation's arrival and its handler.
      before: (instance) =>
        instance.addHook('onRequest', (request, _reply, done) => {
          if (request.headers['x-gone']) Object.defineProperty(request.raw.socket, 'destroyed', { value: true });
          done();
        }),
    });
    const gone = await app.inject({ url: '/', headers: { ...browser, 'x-gone': '1' } });
    expect(isFrame(gone.body)).toBe(true);
    expect(calls).toEqual([]);
    const here = await app.inject({ url: '/', headers: browser });
    expect(isFrame(here.body)).toBe(false);
    expect(calls.length).toBeGreaterThan(0);
  });

  it('keeps a page private when an answer it was drawn from is private', async () => {
    const { api } = standInApi(catalogueOf(10), { headers: { 'cache-control': 'private' } });
    const app = await pagesApp({ api });
    const home = await app.inject({ url: '/', headers: browser });
    expect(isFrame(home.body)).toBe(false);
    expect(home.headers['cache-control']).toBe('private, no-cache');
    const content = await app.inject({ url: '/plus', headers: browser });
    expect(content.headers['cache-control']).toMatch(/^public/);
  });
});
