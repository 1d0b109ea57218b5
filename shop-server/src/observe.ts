/**
 * What the shop server tells its operator of each request and each upstream call (metrics.ts,
 * tracing.ts), in one place so that the routes themselves say nothing of it:
 * - every answer: its time by route pattern, method and status class, and its span named after the
 *   pattern (`GET /detail-view/:id`), so a trace and a dashboard use the same words;
 * - every upstream call: a client span named after its openapi.yaml operation, under the request's,
 *   its `traceparent` naming it (or, not recorded, the request's), and its time by operation and outcome.
 */
import { context, SpanKind } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiTable } from 'server-kit/api-paths';
import type { UpstreamAnswer, UpstreamCall, UpstreamInstrument } from 'server-kit/upstream';
import { labelOf, type ShopMetrics, type UpstreamOutcome } from './metrics.js';
import { endRequestSpan, requestContext } from './request-span.js';
import type { RouteOf } from './route-pattern.js';
import { inSpan, traceHeaders, urlAttributes } from './tracing.js';

export interface ObserveOptions {
  metrics: ShopMetrics;
  routeOf: RouteOf;
}

/** Registered first (app.ts): every later hook, the handler and every log line run in the request's trace. */
export const observeRequests = fp<ObserveOptions>(
  async (app: FastifyInstance, { metrics, routeOf }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const traced = requestContext(request, reply);
      if (traced) context.with(traced, done);
      else done();
    });
    // The route pattern found once, for the series and the span alike.
    app.addHook('onResponse', (request, reply, done) => {
      const route = routeOf(request, reply);
      metrics.answered(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
      endRequestSpan(request, route, reply.statusCode);
      done();
    });
  },
  { name: 'observe-requests' },
);

/** An upstream answer's outcome as metrics.ts counts it; `left` when the caller gave up first. */
export function outcomeOf(answer: UpstreamAnswer, left: boolean): UpstreamOutcome {
  if (!answer.ok)
    return answer.reason === 'unreachable' && left ? 'abandoned' : (labelOf(answer.reason) as UpstreamOutcome);
  if (answer.status >= 500) return '5xx';
  return answer.status >= 400 ? '4xx' : 'ok';
}

/** The metrics and spans of one upstream client's calls (server-kit/upstream's `instrument`). */
export function upstreamInstrument(table: ApiTable, metrics: ShopMetrics): UpstreamInstrument {
  const operationOf = (call: UpstreamCall) => table.operationFor(call.method, call.path)?.operationId ?? 'other';
  return {
    around(call, send) {
      const operation = operationOf(call);
      const attributes = () => ({
        'upstream.operation': operation,
        'http.request.method': call.method,
        ...urlAttributes(call.path),
      });
      return inSpan(
        `upstream ${operation}`,
        attributes,
        async (span) => {
          const started = performance.now();
          const answer = await send(traceHeaders());
          const outcome = outcomeOf(answer, call.signal?.aborted ?? false);
          metrics.upstreamCall(operation, outcome, (performance.now() - started) / 1000);
          span.setAttribute('upstream.outcome', outcome);
          if (answer.ok) span.setAttribute('http.response.status_code', answer.status);
          return answer;
        },
        SpanKind.CLIENT,
      );
    },
    refused(call) {
      metrics.upstreamCall(operationOf(call), 'busy');
    },
  };
}
