/**
 * Tracing with OTEL_EXPORTER_OTLP_ENDPOINT set (src/tracing.ts through the OpenTelemetry SDK, on the
 * standard variables): a navigation's spans reach the collector (played here by a local server taking
 * OTLP/JSON) in the caller's trace: the request named by its route pattern, the page cache, the
 * render, the catalogue cache, the upstream call by its operation (the span the upstream's
 * `traceparent` names); and no span carries a query's values.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../src/tracing.js';
import { browser, startShop, upstreamDouble } from './helpers.js';
import { send } from './traced-request.js';
import { products } from './upstream-double.js';

interface ExportedSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: { key: string; value: Record<string, unknown> }[];
}

const exported: ExportedSpan[] = [];
const collector = Fastify();
collector.post('/v1/traces', async (request) => {
  const body = request.body as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] };
  for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) exported.push(...scope.spans);
  return {};
});
let tracing: Tracing;
const saved = { ...process.env };

beforeAll(async () => {
  const address = await collector.listen({ host: '127.0.0.1', port: 0 });
  Object.assign(process.env, {
    OTEL_EXPORTER_OTLP_ENDPOINT: address,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'shop-server-test',
  });
  tracing = await startTracing(process.env);
});
afterAll(async () => {
  process.env = saved;
  await collector.close();
});

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
/** OTLP's SPAN_KIND_CLIENT. */
const otlpClientKind = 3;

describe('tracing with an OTLP endpoint', () => {
  it('exports a navigation’s spans in its caller’s trace, and no query’s values', async () => {
    expect(tracing.exporting).toBe(true);
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const product = products[0]!;
    const traceparent = `00-${traceId}-00f067aa0ba902b7-01`;
    expect((await send(`${shop.url}/detail-view/${product._id}`, { ...browser, traceparent })).status).toBe(200);
    await send(`${shop.url}/product-api/get-product-detail/${product._id}?email=asha@example.com`, { traceparent });
    await tracing.shutdown();

    const inTrace = exported.filter((span) => span.traceId === traceId);
    const names = inTrace.map((span) => span.name);
    for (const name of [
      'GET /detail-view/:id',
      'page cache',
      'render',
      'catalogue cache',
      'upstream getProductDetail',
      'GET /product-api/get-product-detail/:prod_id',
    ])
      expect(names, name).toContain(name);
    // Each call the upstream heard of names its own span: a client span of this server's, in the trace.
    const calls = upstream.calls.filter((call) => String(call.headers.traceparent).includes(traceId));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      const span = inTrace.find((each) => each.spanId === String(call.headers.traceparent).split('-')[2]);
      expect(span?.name, call.url).toMatch(/^upstream /);
      expect(span?.kind, call.url).toBe(otlpClientKind);
    }
    // The request's span is the caller's child.
    expect(inTrace.find((span) => span.name === 'GET /detail-view/:id')?.parentSpanId).toBe('00f067aa0ba902b7');
    expect(JSON.stringify(exported)).not.toContain('asha@example.com');
  });
});
