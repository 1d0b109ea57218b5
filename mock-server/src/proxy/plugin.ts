/**
 * The validating proxy (UPSTREAM_URL): every API call is forwarded to the upstream before the mock's
 * own hooks (auth, faults) run, and the upstream's answer goes back: its status and body bytes, the
 * headers response-headers.ts allows, under our own security headers. On the way, the request and
 * the answer are checked against openapi.yaml; each mismatch is counted in `drift` (listed at
 * /dev/drift) and logged once. CORS stays ours: the origins allowed by CORS_ORIGINS are the ones a
 * browser sees.
 *
 * Bounds: the caller's body is read within `bodyTimeoutMs` and the body limit
 * (http/request-body.ts); the path must stay under the upstream's base (target.ts); calls go
 * through the servers' one upstream client (server-kit/upstream: one time-out per call, an answer
 * read up to 64 MB); at most `maxConcurrent` calls run at once, each with the check of its answer,
 * with `maxQueued` waiting (server-kit/slots), past which the answer is a 503; an answer is checked
 * only up to `maxDecodedBytes` once decoded.
 *
 * With `fallback: 'mock'`, when the upstream cannot be reached, times out or answers 5xx, the same
 * request continues into the mock's own route (its body handed back to Fastify's parser in
 * preParsing) and the answer carries `X-Mock-Fallback: <why>`. Without it, an unreachable upstream is
 * a 502 and a time-out a 504, both in the operation's error family (server-kit/error-body's texts).
 *
 * With RECORD_TO, app.ts hands in `onCleanExchange` (recording/): each exchange that matched
 * openapi.yaml both ways goes to it.
 *
 * The mock server's own calls (`x-mock-only` in openapi.yaml: the pincode check and the orders) are
 * neither forwarded nor answered by the mock: the proxy answers 404, as the hosted API does for a
 * call it does not have, whatever the upstream's state and the fallback. With the fallback, a down
 * upstream would otherwise let the mock place an order while the shopper believes they are on the
 * hosted API; the shop reads this 404 as "this store takes no orders" (web/src/entities/orders).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Readable } from 'node:stream';
import { createCache } from 'server-kit/cache';
import { clientGone } from 'server-kit/client-gone';
import { errorBody, failureMessages } from 'server-kit/error-body';
import { apiAnswerHeaders } from 'server-kit/security-headers';
import { createSlots, full } from 'server-kit/slots';
import { createUpstream, type UpstreamAnswer, type UpstreamCall } from 'server-kit/upstream';
import type { ContractValidators } from '../contract/ajv.js';
import { unchanging } from '../http/cache.js';
import type { CleanExchange } from '../http/exchange.js';
import { defaultBodyTimeoutMs, readRequestBody } from '../http/request-body.js';
import { createCallers } from './callers.js';
import { createProxyChecks } from './checks.js';
import { createCollapsedReads } from './collapsed-reads.js';
import { unknownPath, type Drift, type DriftSubject } from './drift.js';
import {
  defaultMaxConcurrent,
  defaultMaxQueued,
  defaultUpstreamTimeoutMs,
  fallbackHeader,
  type UpstreamOptions,
} from './options.js';
import { forwardedHeaders } from './request-headers.js';
import { applyUpstreamHeaders } from './response-headers.js';
import { normalizedPath, upstreamTarget, type Target } from './target.js';

/** The largest upstream answer read; a larger one is refused (502) rather than held in memory. */
const maxUpstreamBody = 64 * 1024 * 1024;

/** The upstream's answer, or why there is none; `abandoned`: every caller left before it came. */
type ProxiedAnswer = UpstreamAnswer | { ok: false; reason: 'abandoned' };
type Failure = (ProxiedAnswer & { ok: false })['reason'];

/**
 * A proxy's statuses: 504 for an upstream that did not answer in time, 502 for one that failed,
 * 503 when the proxy's line is full; 499 (nginx's "client closed request"), which nobody reads,
 * shows in the journal and the log why a call ended.
 */
const failureStatus: Record<Failure, number> = {
  unreachable: 502,
  'too-large': 502,
  timeout: 504,
  busy: 503,
  abandoned: 499,
};

const mockOnlyRefusal = 'This store does not check pincodes or take orders yet. Your cart is kept as it is.';

const bodyFailures = {
  'too-large': { status: 413, message: 'The request body is too large' },
  'too-slow': { status: 408, message: 'The request body did not arrive in time' },
  aborted: { status: 400, message: 'The request body was cut off' },
} as const;

/** Why the mock should answer instead, or null when the proxy's own answer goes back. */
function fallbackReason(answer: ProxiedAnswer): string | null {
  if (!answer.ok) return answer.reason === 'abandoned' || answer.reason === 'busy' ? null : `upstream-${answer.reason}`;
  return answer.status >= 500 ? `upstream-${answer.status}` : null;
}

export interface ProxyPluginOptions {
  upstream: UpstreamOptions;
  drift: Drift;
  validators: ContractValidators;
  /** What is done with an exchange that matched openapi.yaml both ways (RECORD_TO: recording/). */
  onCleanExchange?: CleanExchange | undefined;
}

export const proxyPlugin = fp<ProxyPluginOptions>(
  async (app, { upstream: options, drift, validators, onCleanExchange }) => {
    const maxConcurrent = options.maxConcurrent ?? defaultMaxConcurrent;
    const bodyTimeoutMs = options.bodyTimeoutMs ?? defaultBodyTimeoutMs;
    const base = options.url.replace(/\/+$/, '');
    // The client's own line bounds calls; this one bounds each call *with* the check of its answer
    // (up to 64 MB, decoded), so the client's is never used: as many connections, no one waiting.
    const upstream = createUpstream({
      baseUrl: base,
      timeoutMs: options.timeoutMs ?? defaultUpstreamTimeoutMs,
      connections: maxConcurrent,
      maxQueue: 0,
      maxBodyBytes: maxUpstreamBody,
    });
    const slots = createSlots(maxConcurrent, options.maxQueued ?? defaultMaxQueued);
    const collapsedReads = options.collapseReads ? createCollapsedReads<ProxiedAnswer>() : undefined;
    // Where each path goes upstream, worked out once per path and query (at most 1 MB of them kept).
    const targets = createCache<Target>({
      ...unchanging,
      maxBytes: 1 << 20,
      sizeOf: (_target, url) => url.length || 1,
      fill: async (url) => ({ keep: upstreamTarget(base, url) }),
    });
    app.addHook('onClose', () => upstream.close());
    const { checkRequest, checkAnswer } = createProxyChecks(app.contract, validators, drift, options.maxDecodedBytes);
    const isApiPath = (path: string) => app.contract.api.isApiPath(path);
    const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;

    app.decorateRequest('proxiedBody', null);

    /**
     * Checks the answer; an exchange whose request (`recordable`: its body, or null when it failed
     * the check) and answer both match openapi.yaml goes to `onCleanExchange` (RECORD_TO). One that
     * does not goes to the drift report only.
     */
    const check = async (
      request: FastifyRequest,
      subject: DriftSubject,
      answer: ProxiedAnswer,
      recordable: Buffer | null,
    ) => {
      const clean = answer.ok && (await checkAnswer(request, subject, answer));
      if (clean && recordable && onCleanExchange && subject.operationId)
        await onCleanExchange(request, subject.operationId, recordable, answer);
      return answer;
    };

    /**
     * Forwards the call and checks the answer in one of the `maxConcurrent` slots; `busy` when they
     * and the line are all taken. With `collapseReads`, a read identical to one in flight waits for
     * that one's checked answer, then is checked itself (the verdict is known by then, so it costs
     * a hash): drift counts every call. A call whose callers have all gone (closed their
     * connections) leaves the line, or is aborted upstream: its slot goes to the next in line
     * (callers.ts).
     */
    const forward = (
      request: FastifyRequest,
      reply: FastifyReply,
      path: string,
      subject: DriftSubject,
      body: Buffer,
      recordable: Buffer | null,
    ): Promise<ProxiedAnswer> => {
      const call: UpstreamCall = { method: request.method, path, headers: forwardedHeaders(request), body };
      const gone = clientGone(request, reply);
      const joined = collapsedReads?.join(call);
      if (joined) {
        joined.callers.add(gone);
        return joined.answer.then((answer) => check(request, subject, answer, recordable));
      }
      const callers = createCallers();
      callers.add(gone);
      const { signal } = callers;
      const sending = slots
        .run(async () => {
          const answer = await upstream.send({ ...call, signal });
          return check(request, subject, signal.aborted ? { ok: false, reason: 'abandoned' } : answer, recordable);
        }, signal)
        .then(
          (answer): ProxiedAnswer => (answer === full ? { ok: false, reason: 'busy' } : answer),
          (error: unknown): ProxiedAnswer => {
            if (signal.aborted) return { ok: false, reason: 'abandoned' };
            throw error;
          },
        );
      return collapsedReads ? collapsedReads.track(call, sending, callers) : sending;
    };

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      // Preflights are answered by our CORS plugin; anything outside the API (/, docs, images, dev) is ours.
      // The path is judged as the upstream would read it too, so `/x/../product-api/...` is not let by.
      if (request.method === 'OPTIONS' || !(isApiPath(path) || isApiPath(normalizedPath(path)))) return;

      const { operationId, errorFamily = 'status' } = request.routeOptions.config;
      request.answeredBy = 'proxy';
      reply.headers(apiAnswerHeaders);
      if (operationId && app.contract.operation(operationId).mockOnly) {
        // Stands for the hosted API's own answer to an unknown call, which no operation declares.
        reply.contractChecked = true;
        return reply.code(404).send(errorBody(errorFamily, mockOnlyRefusal));
      }
      const { value: target } = await targets.read(request.url, { context: undefined });
      if ('refused' in target) return reply.code(400).send(errorBody(errorFamily, target.refused));

      const subject: DriftSubject = {
        operationId: operationId ?? null,
        method: request.method,
        // Never the path as called: a path the contract lacks is grouped by its first segment.
        path: operationId ? app.contract.operation(operationId).path : unknownPath(path),
        direction: 'request',
        status: null,
      };
      const read = await readRequestBody(request.raw, bodyLimit, bodyTimeoutMs);
      if (!('body' in read)) {
        const { status, message } = bodyFailures[read.failed];
        // The rest of the body is never read: the connection closes after this answer.
        return reply.code(status).header('connection', 'close').send(errorBody(errorFamily, message));
      }
      const { body } = read;
      const requestClean = await checkRequest(request, subject, body);

      const answer = await forward(request, reply, target.path, subject, body, requestClean ? body : null);

      const reason = options.fallback === 'mock' ? fallbackReason(answer) : null;
      if (reason) {
        // On into the mock's own route: preParsing hands it the body read above.
        request.answeredBy = 'mock-fallback';
        request.proxiedBody = body;
        reply.header(fallbackHeader, reason);
        return;
      }
      if (!answer.ok) {
        if (answer.reason === 'busy') reply.header('retry-after', '1');
        return reply.code(failureStatus[answer.reason]).send(errorBody(errorFamily, failureMessages[answer.reason]));
      }
      request.answeredBy = 'upstream';
      reply.contractChecked = true; // drift is recorded above; the answer's status and bytes go back as they came
      reply.code(answer.status);
      applyUpstreamHeaders(reply, answer.headers);
      return reply.send(answer.body);
    });

    app.addHook('preParsing', async (request, _reply, payload) => {
      if (request.proxiedBody === null) return payload;
      const replay = Readable.from([request.proxiedBody]) as Readable & { receivedEncodedLength: number };
      replay.receivedEncodedLength = request.proxiedBody.length;
      return replay;
    });
  },
  { name: 'proxy', dependencies: ['mock-session', 'journal'] },
);
