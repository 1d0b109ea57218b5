/**
 * What the shop server tells its operator of each request and each upstream call (metrics.ts,
 * tracing.ts), in one place so that the routes themselves say nothing of it:
 * - every answer: its time by route pattern, method and status class, and its span named after the
 *   pattern (`GET /detail-view/:id`), so a trace and a dashboard use the same words;
 * - every upstream call: a span named after its openapi.yaml operation, under the request's (undici's
 *   HTTP span under it carries the `traceparent` on), and its time by operation and outcome.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiTable } from 'server-kit/api-paths';
import type { UpstreamAnswer, UpstreamCall, UpstreamInstrument } from 'server-kit/upstream';
import { labelOf, type ShopMetrics, type UpstreamOutcome } from './metrics.js';
import type { RouteOf } from './route-pattern.js';
import { inSpan, recordedSpanOf, urlAttributes } from './tracing.js';

export interface ObserveOptions {
  metrics: ShopMetrics;
  routeOf: RouteOf;
}

export const observeRequests = fp<ObserveOptions>(
  async (app: FastifyInstance, { metrics, routeOf }) => {
    // The span's name, before it ends (@fastify/otel ends it as the answer is sent): only a recorded
    // span's name is read by anyone.
    app.addHook('onSend', (request, reply, payload, done) => {
      const span = recordedSpanOf(request);
      if (span) {
        const route = routeOf(request, reply);
        span.updateName(`${request.method} ${route}`);
        span.setAttribute('http.route', route);
      }
      done(null, payload);
    });
    app.addHook('onResponse', (request, reply, done) => {
      metrics.answered(routeOf(request, reply), request.method, reply.statusCode, reply.elapsedTime / 1000);
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
      return inSpan(`upstream ${operation}`, attributes, async (span) => {
        const started = performance.now();
        const answer = await send();
        const outcome = outcomeOf(answer, call.signal?.aborted ?? false);
        metrics.upstreamCall(operation, outcome, (performance.now() - started) / 1000);
        span.setAttribute('upstream.outcome', outcome);
        if (answer.ok) span.setAttribute('http.response.status_code', answer.status);
        return answer;
      });
    },
    refused(call) {
      metrics.upstreamCall(operationOf(call), 'busy');
    },
  };
}
