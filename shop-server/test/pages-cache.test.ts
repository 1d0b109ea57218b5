/**
 * Rendered public pages kept for a few seconds (src/pages/cache.ts, on server-kit's cache idiom),
 * so a busy page is rendered once per URL in that time instead of once per shopper: fresh for
 * `freshMs`, one render per page at a time, each its own when the shared one cannot be kept, each
 * URL apart (a language is its own URL: `/hi/...`), within `maxBytes`. A render is counted by its
 * data calls, on the pages with data from a stand-in API (pages-app.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ShopApi } from 'web/server/contract';
import { browser, catalogueOf, gate, gatedApi, isFrame, pagesApp, standInApi } from './pages-app.js';

const catalogue = catalogueOf(30);
const detail = (n: number) => `/detail-view/${catalogue[n]!._id}`;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pageCache = { freshMs: 60_000, maxBytes: 8 * 1024 * 1024 };

/** How many data calls one render of `url` makes. */
async function callsOfOneRender(url: string) {
  const { api, calls } = standInApi(catalogue);
  const app = await pagesApp({ api });
  await app.inject({ url, headers: browser });
  return calls.length;
}

describe('kept pages', () => {
  it('are handed out again while fresh, then rendered anew', async () => {
    const { api, calls } = standInApi(catalogue);
    const app = await pagesApp({ api, pageCache: { freshMs: 1000, maxBytes: 8 * 1024 * 1024 } });
    const first = await app.inject({ url: detail(3), headers: browser });
    const oneRender = calls.length;
    expect(oneRender).toBeGreaterThan(0);
    const again = await app.inject({ url: detail(3), headers: browser });
    expect(again.body).toBe(first.body);
    expect(calls).toHaveLength(oneRender);
    await later(1100);
    await app.inject({ url: detail(3), headers: browser });
    expect(calls).toHaveLength(2 * oneRender);
  });

  it('are rendered once for everyone who asks while one renders', async () => {
    const oneRender = await callsOfOneRender(detail(4));
    const { api, calls, open } = gatedApi(catalogue);
    const app = await pagesApp({ api, pageCache });
    const asked = Array.from({ length: 20 }, () => app.inject({ url: detail(4), headers: browser }));
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await later(50);
    open();
    const answers20 = await Promise.all(asked);
    expect(calls).toHaveLength(oneRender);
    expect(new Set(answers20.map((answer) => answer.body)).size).toBe(1);
    expect(isFrame(answers20[0]!.body)).toBe(false);
  });

  it('are rendered by each shopper for themselves when the shared render failed, and never kept', async () => {
    const { opened, open } = gate();
    const { api: answers, calls } = standInApi(catalogue);
    let closed = true;
    const api: ShopApi = async (call) => {
      const answer = answers(call);
      // The first render's data, asked while the gate was closed, fails; the data asked after it does not.
      const failing = closed;
      await opened;
      if (failing) throw new Error('the upstream failed once');
      return answer;
    };
    const app = await pagesApp({ api, pageCache });
    const first = app.inject({ url: detail(5), headers: browser });
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    const follower = app.inject({ url: detail(5), headers: browser });
    await later(50);
    closed = false;
    open();
    expect(isFrame((await first).body), 'the failed render').toBe(true);
    expect(isFrame((await follower).body), "the follower's own render").toBe(false);
    // Neither was kept: the next shopper renders the page, and it is kept from then on.
    let before = calls.length;
    await app.inject({ url: detail(5), headers: browser });
    expect(calls.length).toBeGreaterThan(before);
    before = calls.length;
    await app.inject({ url: detail(5), headers: browser });
    expect(calls).toHaveLength(before);
  });

  it('are rendered by each shopper for themselves when the shared page is private, and never kept', async () => {
    const oneRender = await callsOfOneRender(detail(6));
    const { opened, open } = gate();
    const { api: answers, calls } = standInApi(catalogue, { headers: { 'cache-control': 'private' } });
    const api: ShopApi = async (call) => {
      const answer = answers(call);
      await opened;
      return answer;
    };
    const app = await pagesApp({ api, pageCache });
    const asked = [app.inject({ url: detail(6), headers: browser }), app.inject({ url: detail(6), headers: browser })];
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await later(50);
    open();
    for (const answer of await Promise.all(asked)) expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(calls).toHaveLength(2 * oneRender);
    await app.inject({ url: detail(6), headers: browser });
    expect(calls).toHaveLength(3 * oneRender);
  });

  it('keep each URL apart, a language being a URL of its own', async () => {
    const { api, calls } = standInApi(catalogue);
    const app = await pagesApp({ api, pageCache });
    const english = await app.inject({ url: detail(7), headers: browser });
    let made = calls.length;
    const hindi = await app.inject({ url: `/hi${detail(7)}`, headers: browser });
    expect(calls.length, 'the Hindi URL is rendered for itself').toBeGreaterThan(made);
    made = calls.length;
    await app.inject({ url: detail(8), headers: browser });
    expect(calls.length).toBeGreaterThan(made);
    expect(english.headers['content-language']).toBe('en');
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.body).toMatch(/<html lang="hi"/);
  });

  it('are the same page for every shopper of a URL, whatever language their cookie or browser asks for', async () => {
    const { api, calls } = standInApi(catalogue);
    const app = await pagesApp({ api, pageCache });
    const english = await app.inject({ url: detail(12), headers: browser });
    const hindi = await app.inject({ url: `/hi${detail(12)}`, headers: browser });
    const made = calls.length;
    const asking = { ...browser, cookie: 'lang=hi', 'accept-language': 'hi-IN,hi;q=0.9' };
    const again = await app.inject({ url: detail(12), headers: asking });
    expect(calls, 'the kept English page').toHaveLength(made);
    expect(again.body).toBe(english.body);
    expect(again.headers['content-language']).toBe('en');
    expect(again.headers.vary).toBe('Accept-Encoding');
    const hindiAgain = await app.inject({ url: `/hi${detail(12)}`, headers: { ...browser, cookie: 'lang=en' } });
    expect(calls).toHaveLength(made);
    expect(hindiAgain.body).toBe(hindi.body);
  });

  it('stay within maxBytes, the page used least recently dropped first', async () => {
    // A page's HTML, plain: kept, it counts twice its length (a string) and its brotli and gzip copies.
    const { api: plain } = standInApi(catalogue);
    const sizes = await pagesApp({ api: plain }).then((app) =>
      Promise.all([9, 10, 11].map((n) => app.inject({ url: detail(n), headers: browser }))),
    );
    const longest = Math.max(...sizes.map((page) => page.body.length));
    // Two pages fit, three do not: a kept page is over 2 and under 3 times its length.
    const { api, calls } = standInApi(catalogue);
    const app = await pagesApp({ api, pageCache: { freshMs: 60_000, maxBytes: 6 * longest } });
    const visit = async (n: number) => {
      const before = calls.length;
      await app.inject({ url: detail(n), headers: browser });
      return calls.length > before ? 'rendered' : 'kept';
    };
    expect([await visit(9), await visit(10), await visit(9)]).toEqual(['rendered', 'rendered', 'kept']);
    // 10 is now the one used least recently: 11 takes its place.
    expect(await visit(11)).toBe('rendered');
    expect(await visit(9)).toBe('kept');
    expect(await visit(10)).toBe('rendered');

    // A page larger than the whole bound is handed out, never kept.
    const { api: again, calls: callsAgain } = standInApi(catalogue);
    const small = await pagesApp({ api: again, pageCache: { freshMs: 60_000, maxBytes: longest } });
    for (let visit = 0; visit < 2; visit++) {
      const before = callsAgain.length;
      const page = await small.inject({ url: detail(9), headers: browser });
      expect(isFrame(page.body)).toBe(false);
      expect(callsAgain.length).toBeGreaterThan(before);
    }
  });

  it('refuse bounds that are no whole numbers', async () => {
    const { api } = standInApi(catalogue);
    await expect(pagesApp({ api, pageCache: { freshMs: 0.5, maxBytes: 1024 } })).rejects.toThrow(RangeError);
    await expect(pagesApp({ api, pageCache: { freshMs: 1000, maxBytes: 0.5 } })).rejects.toThrow(RangeError);
  });
});
