/**
 * Tracing with no exporter set (src/tracing.ts, as a server started without
 * OTEL_EXPORTER_OTLP_ENDPOINT runs): nothing leaves the process, but a request's `traceparent`
 * still reaches every upstream call made for it with the same trace id (a forwarded call, a
 * catalogue fill, a page's data), a request without one starts a trace of its own, and the
 * request's log line names its trace and span.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTracing } from '../src/tracing.js';
import { browser, startShop, upstreamDouble } from './helpers.js';
import { send } from './traced-request.js';
import { products, type Call } from './upstream-double.js';

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const parentOf = (flags: '00' | '01') => `00-${traceId}-00f067aa0ba902b7-${flags}`;
/** The trace id of a `traceparent` header. */
const traceOf = (call: Call | undefined) =>
  /^00-([0-9a-f]{32})-[0-9a-f]{16}-0[01]$/.exec(String(call?.headers.traceparent))?.[1];

let exporting: boolean | undefined;
beforeAll(async () => {
  ({ exporting } = await startTracing({}));
});

describe('tracing without an exporter', () => {
  it('exports nothing', () => {
    expect(exporting).toBe(false);
  });

  it.each(['00', '01'] as const)(
    'continues a traceparent (flags %s) into the forwarded call, and names it in the request’s log line',
    async (flags) => {
      const upstream = await upstreamDouble();
      const shop = await startShop({ apiBaseUrl: upstream.url });
      const answer = await send(`${shop.url}/cart-api/get-all-carts`, {
        authorization: 'Bearer x',
        traceparent: parentOf(flags),
      });
      expect(answer.status).toBe(200);
      const call = upstream.calls.find((each) => each.url === '/cart-api/get-all-carts');
      expect(traceOf(call)).toBe(traceId);
      // A span of this server's own, not the caller's.
      expect(String(call?.headers.traceparent)).not.toContain('00f067aa0ba902b7');
      // The caller's sampling decision goes on with it.
      expect(String(call?.headers.traceparent).endsWith(`-${flags}`)).toBe(true);
      const line = shop.logs.find((each) => each.msg === 'request' && each.url === '/cart-api/get-all-carts');
      expect(line).toMatchObject({ trace_id: traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    },
  );

  it('keeps the trace of a call whose body is read first (the handler runs after the socket’s reads)', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const answer = await send(
      `${shop.url}/cart-api/add-to-cart`,
      { authorization: 'Bearer x', 'content-type': 'application/json', traceparent: parentOf('01') },
      { method: 'POST', body: JSON.stringify({ prod_id: 'prod-1', quantity: 2 }) },
    );
    expect(answer.status).toBe(201);
    expect(traceOf(upstream.calls.find((each) => each.url === '/cart-api/add-to-cart'))).toBe(traceId);
    const line = shop.logs.find((each) => each.msg === 'request' && each.url === '/cart-api/add-to-cart');
    expect(line?.trace_id).toBe(traceId);
  });

  it('starts a trace for a request without one, and carries it to the upstream', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, freshMs: 0 });
    await send(`${shop.url}/product-api/get-products`);
    const call = upstream.calls.find((each) => each.url === '/product-api/get-products');
    const started = traceOf(call);
    expect(started).toMatch(/^[0-9a-f]{32}$/);
    expect(started).not.toBe(traceId);
    const line = shop.logs.find((each) => each.msg === 'request' && each.url === '/product-api/get-products');
    expect(line?.trace_id).toBe(started);
  });

  it('carries a navigation’s traceparent into its page’s data calls (the catalogue cache’s fills)', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const product = products[0]!;
    const page = await send(`${shop.url}/detail-view/${product._id}`, {
      ...browser,
      traceparent: parentOf('01'),
      'x-request-id': 'nginx-5d41402abc4b2a76',
    });
    expect(page.status).toBe(200);
    const fills = upstream.calls.filter((each) => each.url.startsWith('/product-api/'));
    expect(fills.length).toBeGreaterThan(0);
    for (const fill of fills) expect(traceOf(fill), fill.url).toBe(traceId);
    const line = shop.logs.find((each) => each.msg === 'request' && String(each.url).startsWith('/detail-view/'));
    // nginx's request id names the line too.
    expect(line).toMatchObject({ trace_id: traceId, reqId: 'nginx-5d41402abc4b2a76' });
  });
});
