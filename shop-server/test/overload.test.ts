/**
 * A shop server whose event loop lags (a burst of renders, a slow machine) refuses at once, 503 with
 * Retry-After, so a balancer asks the other replica instead of queueing shoppers behind it.
 */
import { describe, expect, it } from 'vitest';
import { browser, later, startShop, timedGet, upstreamDouble } from './helpers.js';

describe('a lagging event loop', () => {
  it('sheds requests with a 503 and Retry-After until it recovers', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, maxEventLoopDelayMs: 100 });
    expect((await timedGet(`${shop.url}/`, browser)).status).toBe(200);

    const blockedUntil = Date.now() + 1500;
    while (Date.now() < blockedUntil); // the server shares this process: its loop lags 1.5 s
    await later(20);
    const shed = await timedGet(`${shop.url}/product-api/get-products/1/2`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('5');
    expect(JSON.parse(shed.body)).toEqual({ prod: null, msg: 'The shop is busy. Please try again in a few seconds.' });

    await later(2500);
    expect((await timedGet(`${shop.url}/product-api/get-products/1/2`)).status).toBe(200);
  });
});
