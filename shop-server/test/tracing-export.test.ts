/**
 * Tracing with OTEL_EXPORTER_OTLP_ENDPOINT set (src/tracing.ts through the OpenTelemetry SDK, on the
 * standard variables): a navigation's spans reach the collector (played here by a local server taking
 * OTLP/JSON) in the caller's trace: the request named by its route pattern, the page cache, the
 * render, the catalogue cache, the upstream call by its operation, undici's HTTP call; and no span
 * carries a query's values.
 */
import Fastify from 'fastify';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../src/tracing.js';
import { browser, startShop, upstreamDouble } from './helpers.js';
import { products } from './upstream-double.js';

/**
 * A GET through node:http: the test's own requests must not be traced by the process's undici
 * instrumentation (fetch is undici), which would start their trace in the test.
 */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

interface ExportedSpan {
  name: string;
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

describe('tracing with an OTLP endpoint', () => {
  it('exports a navigation’s spans in its caller’s trace, and no query’s values', async () => {
    expect(tracing.exporting).toBe(true);
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url });
    const product = products[0]!;
    const traceparent = `00-${traceId}-00f067aa0ba902b7-01`;
    expect((await get(`${shop.url}/detail-view/${product._id}`, { ...browser, traceparent })).status).toBe(200);
    await get(`${shop.url}/product-api/get-product-detail/${product._id}?email=asha@example.com`, { traceparent });
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
    // undici's own span of the HTTP call, under this server's upstream span.
    const upstreamSpan = inTrace.find((span) => span.name === 'upstream getProductDetail');
    expect(inTrace.some((span) => span.name === 'GET' && span.parentSpanId === upstreamSpan?.spanId)).toBe(true);
    // The request's span is the caller's child.
    expect(inTrace.find((span) => span.name === 'GET /detail-view/:id')?.parentSpanId).toBe('00f067aa0ba902b7');
    expect(JSON.stringify(exported)).not.toContain('asha@example.com');
  });
});
