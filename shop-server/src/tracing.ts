/**
 * Traces (OpenTelemetry). A request's W3C `traceparent` (from nginx, or whoever calls) is continued,
 * or a new trace started without one (request-span.ts: the request's span); its render, its cache
 * reads and every upstream call made for it are spans under it (`inSpan`), and each upstream call
 * carries the trace on in its own `traceparent` (`traceHeaders`, observe.ts). Every log line written
 * for the request names its `trace_id` and `span_id` (server-kit/logging).
 *
 * Exported over OTLP only when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
 * is set, by the SDK (@opentelemetry/sdk-node) on the standard variables (OTEL_SERVICE_NAME, default
 * `shop-server`; OTEL_TRACES_SAMPLER, default parent-based always-on; OTEL_EXPORTER_OTLP_PROTOCOL...),
 * traces only: metrics are Prometheus's (metrics.ts) and logs are the lines on stdout. With no
 * endpoint there is no SDK and no span is ever recorded: ids are still made and passed on, to the
 * upstream and into the logs, with the caller's sampling flag, and that is all it costs.
 * OTEL_SDK_DISABLED=true: no tracing at all (no ids either).
 *
 * No instrumentation library patches Fastify or undici: with no exporter their hooks cost far more
 * CPU per request than issue 49's 5 % allows, for what this file and request-span.ts do in a few
 * lines. Nothing traced carries a query string's values or a header (`redactedUrl`), as in the log.
 */
import {
  context,
  INVALID_SPAN_CONTEXT,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { redactedUrl } from 'server-kit/redact';

const serviceName = 'shop-server';
export const tracer = trace.getTracer(serviceName);

/**
 * What this process does with traces: nothing (`off`: disabled, or tracing never started, as in most
 * tests), ids only (`ids`: no exporter), or spans recorded and exported (`export`).
 */
export type TracingMode = 'off' | 'ids' | 'export';
let mode: TracingMode = 'off';
export const tracingMode = (): TracingMode => mode;

/** What `inSpan` hands its work when no span is recorded. */
const noSpan = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/** A URL's path and its query with the values hidden, as the span's attributes (and the log line) say it. */
export function urlAttributes(url: string): Attributes {
  const redacted = redactedUrl(url);
  const at = redacted.indexOf('?');
  return at < 0 ? { 'url.path': redacted } : { 'url.path': redacted.slice(0, at), 'url.query': redacted.slice(at + 1) };
}

export interface Tracing {
  /** Whether spans leave the process (an OTLP endpoint is set). */
  exporting: boolean;
  /** Sends what is left and stops (on SIGTERM, after the server closed). */
  shutdown(): Promise<void>;
}

/** Whether `env` names an OTLP endpoint for traces (and does not say OTEL_TRACES_EXPORTER=none). */
export function exportsTraces(env: Record<string, string | undefined>): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((name) => name.trim().toLowerCase());
  return Boolean(endpoint) && !exporters.includes('none');
}

/** Starts tracing for this process, as `env` says (once, before the app is built: server.ts). */
export async function startTracing(env: Record<string, string | undefined>): Promise<Tracing> {
  if (['true', '1'].includes((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase())) {
    mode = 'off';
    return { exporting: false, shutdown: async () => undefined };
  }
  if (!exportsTraces(env)) {
    // The request's context through its async work, and W3C's header in and out: nothing else.
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    mode = 'ids';
    return { exporting: false, shutdown: async () => undefined };
  }
  // The SDK reads the OTEL_* variables itself; it loads its exporters, so only when it exports.
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const sdk = new NodeSDK({
    ...(env.OTEL_SERVICE_NAME ? {} : { serviceName }),
    // Traces only: metrics are Prometheus's, logs go to stdout.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  mode = 'export';
  return { exporting: true, shutdown: () => sdk.shutdown() };
}

/**
 * `work` in a span of its own, a child of the active one (the request's), which it ends: an error
 * thrown is recorded on it and thrown on. Only under a recorded span: otherwise (no exporter, a trace
 * not sampled) `work` runs as it is, in the request's context, whose ids the upstream calls carry on.
 */
export function inSpan<T>(
  name: string,
  attributes: () => Attributes,
  work: (span: Span) => Promise<T>,
  kind = SpanKind.INTERNAL,
): Promise<T> {
  if (!trace.getActiveSpan()?.isRecording()) return work(noSpan);
  return tracer.startActiveSpan(name, { kind, attributes: attributes() }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The active trace as the headers an outgoing call carries it in (`traceparent`), if any. */
export function traceHeaders(): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return 'traceparent' in headers ? headers : undefined;
}
