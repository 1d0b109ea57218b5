/**
 * A lagging event loop sheds load (@fastify/under-pressure): every request gets a 503 with
 * Retry-After until the server has caught up, rather than waiting behind the lag.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.js';

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, and serves again once it has caught up', async () => {
    const app = await buildTestApp({ underPressure: { maxEventLoopDelayMs: 100, sampleIntervalMs: 250 } });
    await app.ready();
    await expect
      .poll(async () => (await app.inject({ url: '/product-api/get-products/1/1' })).statusCode, { timeout: 5000 })
      .toBe(200);
    // A second of the event loop held (a burst of heavy work, say): the sample taken right after
    // it, overdue, sees the lag.
    const until = Date.now() + 1000;
    while (Date.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const shed = await app.inject({ url: '/product-api/get-products/1/1' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    await expect
      .poll(async () => (await app.inject({ url: '/product-api/get-products/1/1' })).statusCode, { timeout: 5000 })
      .toBe(200);
  });
});
