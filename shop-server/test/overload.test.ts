/**
 * A shop server whose event loop lags (a burst of renders, a slow machine) or whose memory has grown
 * past its bound refuses at once, 503 with Retry-After, so a balancer asks the other replica instead
 * of queueing shoppers behind it, and a refused request does no work: no render starts (issue 48).
 */
import { describe, expect, it } from 'vitest';
import type { PageRenderer, RenderedPage } from 'web/server/contract';
import type { ShopFiles } from '../src/shop-files.js';
import { browser, later, startShop, timedGet, upstreamDouble } from './helpers.js';

/** A shop whose renderer only counts its renders. */
function countingShop() {
  const renders: string[] = [];
  const page = (kind: RenderedPage['kind']): RenderedPage => ({
    status: 200,
    language: 'en',
    kind,
    html: `<!doctype html><html lang="en"><body><main>${kind}</main></body></html>`,
    shareable: kind === 'page',
  });
  const renderer: PageRenderer = {
    render: async (input) => {
      renders.push(input.url);
      return page('page');
    },
    frame: async () => page('frame'),
    languageOf: () => 'en',
  };
  const shop: ShopFiles = {
    renderer: { off: 'a renderer that counts' },
    currentRenderer: async () => renderer,
    indexHtml: async () => '<!doctype html>',
  };
  return { shop, renders };
}

/** Blocks this process's event loop, which the server shares, for `ms`. */
function lag(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('a lagging event loop', () => {
  it('sheds requests with a 503 and Retry-After until it recovers', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, maxEventLoopDelayMs: 100 });
    expect((await timedGet(`${shop.url}/`, browser)).status).toBe(200);

    lag(1500);
    await later(20);
    const shed = await timedGet(`${shop.url}/product-api/get-products/1/2`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('5');
    expect(JSON.parse(shed.body)).toEqual({ prod: null, msg: 'The shop is busy. Please try again in a few seconds.' });

    await later(2500);
    expect((await timedGet(`${shop.url}/product-api/get-products/1/2`)).status).toBe(200);
  });

  it('renders nothing for a navigation it sheds, and logs its URL redacted', async () => {
    const upstream = await upstreamDouble();
    const { shop: files, renders } = countingShop();
    const shop = await startShop({ apiBaseUrl: upstream.url, maxEventLoopDelayMs: 100, shop: files, pageFreshMs: 0 });
    expect((await timedGet(`${shop.url}/search?q=first`, browser)).status).toBe(200);
    expect(renders).toEqual(['/search?q=first']);

    // under-pressure reads the loop's delay once a second, as a mean: a lag may fall across two reads.
    let shed: Awaited<ReturnType<typeof timedGet>> | undefined;
    const refused: string[] = [];
    for (let attempt = 0; attempt < 5 && !shed; attempt++) {
      lag(1500);
      await later(20);
      const url = `/search?q=asha%40example.com&attempt=${attempt}`;
      const answer = await timedGet(`${shop.url}${url}`, browser);
      if (answer.status === 503) {
        shed = answer;
        refused.push(url);
      }
    }
    expect(shed?.status).toBe(503);
    expect(shed?.headers.get('retry-after')).toBe('5');
    await later(200);
    expect(
      renders.filter((url) => refused.includes(url)),
      'no render started for a refused navigation',
    ).toEqual([]);
    const warning = shop.logs.find((line) => line.level === 40 && String(line.msg).includes('pressure'));
    expect(warning).toMatchObject({ url: '/search?q=[redacted]&attempt=[redacted]' });
    expect(JSON.stringify(shop.logs)).not.toContain('asha');
    expect(JSON.stringify(shop.logs), 'nothing answered twice').not.toContain('already sent');
  });
});

describe('memory past maxRssBytes', () => {
  it('sheds every request, health checks included, with a 503', async () => {
    const upstream = await upstreamDouble();
    const { shop: files, renders } = countingShop();
    const shop = await startShop({ apiBaseUrl: upstream.url, maxRssBytes: 1024 * 1024, shop: files });
    // under-pressure reads the memory once a second.
    let health = 200;
    for (let tries = 0; health !== 503 && tries < 40; tries++) {
      await later(100);
      health = (await timedGet(`${shop.url}/healthz`)).status;
    }
    expect(health).toBe(503);
    expect((await timedGet(`${shop.url}/`, browser)).status).toBe(503);
    expect(renders).toEqual([]);
  });
});
