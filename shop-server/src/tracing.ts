/**
 * Traces (OpenTelemetry). A request's W3C `traceparent` (from nginx, or whoever calls) is continued,
 * or a new trace started without one (@fastify/otel: the request's span); its render, its cache reads
 * and every upstream call made for it are spans under it (`inSpan`), and each upstream call carries
 * the trace on in its own `traceparent` (undici's instrumentation: the upstream client is undici's).
 * Every log line written for the request names its `trace_id` and `span_id` (server-kit/logging).
 *
 * Exported over OTLP only when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
 * is set, by the SDK (@opentelemetry/sdk-node) on the standard variables (OTEL_SERVICE_NAME, default
 * `shop-server`; OTEL_TRACES_SAMPLER, default parent-based always-on; OTEL_EXPORTER_OTLP_PROTOCOL...),
 * traces only: metrics are Prometheus's (metrics.ts) and logs are the lines on stdout. With no
 * endpoint nothing is exported and no span is recorded, unless its caller's `traceparent` says it
 * was sampled: ids are still made and passed on, to the upstream and into the logs, and that is
 * all it costs. OTEL_SDK_DISABLED=true: no tracing at all (no ids either).
 *
 * Nothing traced carries a query string's values or a header (`redactedUrl`), as in the log.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { INVALID_SPAN_CONTEXT, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { AlwaysOffSampler, NodeTracerProvider, ParentBasedSampler } from '@opentelemetry/sdk-trace-node';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { redactedUrl } from 'server-kit/redact';

const serviceName = 'shop-server';
const tracer = trace.getTracer(serviceName);

/** Requests not traced: an orchestrator's and a balancer's, every few seconds. */
const isUntraced = (url: string) =>
  (url.startsWith('/healthz') || url.startsWith('/readyz')) && /^\/(healthz|readyz)(\?|$)/.test(url);

/** The request's span while it is recorded (named by its route pattern as it is answered: observe.ts). */
const recordedSpans = new WeakMap<FastifyRequest, Span>();
export const recordedSpanOf = (request: FastifyRequest): Span | undefined => recordedSpans.get(request);

/** What `inSpan` hands its work when no span is recorded. */
const noSpan = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/** A URL's path and its query with the values hidden, as the span's attributes (and the log line) say it. */
export function urlAttributes(url: string): Attributes {
  const redacted = redactedUrl(url);
  const at = redacted.indexOf('?');
  return at < 0 ? { 'url.path': redacted } : { 'url.path': redacted.slice(0, at), 'url.query': redacted.slice(at + 1) };
}

/**
 * @fastify/otel, made once: the request's span only, named `GET /route` (no span per hook or
 * handler: this server's own spans say where the time went). A span not recorded (no exporter, or
 * not sampled) is given nothing: it exists for its ids.
 */
let fastifyOtel: FastifyOtelInstrumentation | undefined;
function fastifyInstrumentation() {
  fastifyOtel ??= new FastifyOtelInstrumentation({
    instrumentHooks: false,
    instrumentHandler: false,
    ignorePaths: ({ url }: { url?: string }) => url !== undefined && isUntraced(url),
    requestHook(span: Span, request: FastifyRequest) {
      if (!span.isRecording()) return;
      recordedSpans.set(request, span);
      span.updateName(`${request.method} ${request.routeOptions.url ?? '(page or not found)'}`);
      span.setAttributes(urlAttributes(request.url));
    },
  });
  return fastifyOtel;
}

/** The plugin that gives each request its span (registered first in app.ts, so every hook and line is in it). */
export function requestTracing(): FastifyPluginCallback {
  return fastifyInstrumentation().plugin();
}

let undici: UndiciInstrumentation | undefined;
const undiciInstrumentation = () =>
  (undici ??= new UndiciInstrumentation({
    requestHook(span, request) {
      if (span.isRecording())
        span.setAttributes({
          'url.full': redactedUrl(`${request.origin}${request.path}`),
          ...urlAttributes(request.path),
        });
    },
  }));

export interface Tracing {
  /** Whether spans leave the process (an OTLP endpoint is set). */
  exporting: boolean;
  /** Sends what is left and stops (on SIGTERM, after the server closed). */
  shutdown(): Promise<void>;
}

const off: Tracing = { exporting: false, shutdown: async () => undefined };

/** Whether `env` names an OTLP endpoint for traces (and does not say OTEL_TRACES_EXPORTER=none). */
export function exportsTraces(env: Record<string, string | undefined>): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((name) => name.trim().toLowerCase());
  return Boolean(endpoint) && !exporters.includes('none');
}

/** Starts tracing for this process, as `env` says (once, before the app is built: server.ts). */
export async function startTracing(env: Record<string, string | undefined>): Promise<Tracing> {
  if (['true', '1'].includes((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase())) return off;
  if (!exportsTraces(env)) {
    // Ids, their context and their propagation, and nothing recorded unless the caller sampled it.
    const provider = new NodeTracerProvider({
      sampler: new ParentBasedSampler({ root: new AlwaysOffSampler() }),
      spanProcessors: [],
    });
    provider.register();
    undiciInstrumentation().setTracerProvider(provider);
    fastifyInstrumentation().setTracerProvider(provider);
    return { exporting: false, shutdown: () => provider.shutdown() };
  }
  // The SDK reads the OTEL_* variables itself; it loads its exporters, so only when it exports.
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const sdk = new NodeSDK({
    ...(env.OTEL_SERVICE_NAME ? {} : { serviceName }),
    instrumentations: [undiciInstrumentation(), fastifyInstrumentation()],
    // Traces only: metrics are Prometheus's, logs go to stdout.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return { exporting: true, shutdown: () => sdk.shutdown() };
}

/**
 * `work` in a span of its own, a child of the active one (the request's), which it ends: an error
 * thrown is recorded on it and thrown on. Only under a recorded span: otherwise (no exporter, a trace
 * not sampled) `work` runs as it is, in the request's context, whose ids the upstream calls carry on.
 */
export function inSpan<T>(name: string, attributes: () => Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  if (!trace.getActiveSpan()?.isRecording()) return work(noSpan);
  return tracer.startActiveSpan(name, { attributes: attributes() }, async (span) => {
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
