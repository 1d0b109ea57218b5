/**
 * The request's span (tracing.ts), from this server's own hook (observe.ts) rather than a Fastify
 * instrumentation, which cost a third of a kept page's CPU: the caller's W3C `traceparent` read, a
 * span of this server's own under it (or the root of a new trace), and its context the one the
 * request's hooks, handler, log lines and upstream calls run in.
 *
 * With no exporter nothing is recorded, so no span is made: the context holds only ids (the caller's
 * trace id and sampling flag, a new span id), which is all a log line and an upstream `traceparent`
 * read. With one, the SDK's tracer decides (its sampler); a recorded span is named by the request's
 * route pattern and ended as the answer is sent, or when its client leaves first.
 */
import { randomFillSync } from 'node:crypto';
import {
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type SpanContext,
} from '@opentelemetry/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tracer, tracingMode, urlAttributes } from './tracing.js';

/** Requests not traced: an orchestrator's and a balancer's, every few seconds. */
const isUntraced = (url: string) =>
  (url.startsWith('/healthz') || url.startsWith('/readyz')) && /^\/(healthz|readyz)(\?|$)/.test(url);

/**
 * Random hex from a pool the system's generator refills: an id costs a slice of it, not a call.
 * (An all-zero id, which W3C calls invalid, comes once in 2^64 and then only drops that request's ids.)
 */
const pool = Buffer.alloc(4096);
let used = pool.length;
function randomHex(bytes: number): string {
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += bytes;
  return pool.toString('hex', used - bytes, used);
}

/** A span context of this server's own: the caller's trace and sampling flag, or a new trace unsampled. */
function ownSpanContext(caller: SpanContext | undefined): SpanContext {
  if (!caller) return { traceId: randomHex(16), spanId: randomHex(8), traceFlags: TraceFlags.NONE };
  const own = { traceId: caller.traceId, spanId: randomHex(8), traceFlags: caller.traceFlags };
  return caller.traceState ? { ...own, traceState: caller.traceState } : own;
}

const recorded = new WeakMap<FastifyRequest, Span>();

/** The context `request` runs in, under its span; undefined when it is not traced. */
export function requestContext(request: FastifyRequest, reply: FastifyReply): Context | undefined {
  const mode = tracingMode();
  if (mode === 'off' || isUntraced(request.url)) return undefined;
  const parent = propagation.extract(ROOT_CONTEXT, request.headers);
  if (mode === 'ids') return trace.setSpanContext(parent, ownSpanContext(trace.getSpanContext(parent)));
  const span = tracer.startSpan(request.method, { kind: SpanKind.SERVER }, parent);
  if (span.isRecording()) {
    span.setAttributes({ 'http.request.method': request.method, ...urlAttributes(request.url) });
    recorded.set(request, span);
    // A client that leaves before its answer is sent gets no onResponse: its span ends here.
    reply.raw.once('close', () => endRequestSpan(request, request.routeOptions.url ?? '(unmatched)'));
  }
  return trace.setSpan(parent, span);
}

/** The request's recorded span, if any, named by its route pattern and ended (once). */
export function endRequestSpan(request: FastifyRequest, route: string, status?: number): void {
  const span = recorded.get(request);
  if (!span) return;
  recorded.delete(request);
  span.updateName(`${request.method} ${route}`);
  span.setAttribute('http.route', route);
  if (status === undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client left first' });
  else {
    span.setAttribute('http.response.status_code', status);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}
