/**
 * The validating proxy (UPSTREAM_URL): every API call is forwarded to the upstream before the mock's
 * own hooks (auth, faults) run, and the upstream's answer goes back: its status and body bytes, the
 * headers response-headers.ts allows, under our own security headers. On the way, the request and
 * the answer are checked against openapi.yaml; each mismatch is counted in `drift` (listed at
 * /dev/drift) and logged once. CORS stays ours: the origins allowed by CORS_ORIGINS are the ones a
 * browser sees.
 *
 * Bounds: the caller's body is read within `bodyTimeoutMs` and the body limit; the path must stay
 * under the upstream's base (target.ts); at most `maxConcurrent` upstream calls run at once with
 * `maxQueued` waiting, past which the answer is a 503; an answer is read up to 64 MB and checked
 * only up to `maxDecodedBytes` once decoded.
 *
 * With `fallback: 'mock'`, when the upstream cannot be reached, times out or answers 5xx, the same
 * request continues into the mock's own route (its body handed back to Fastify's parser in
 * preParsing) and the answer carries `X-Mock-Fallback: <why>`. Without it, an unreachable upstream is
 * a 502 and a time-out a 504, both in the operation's error family.
 *
 * The mock server's own calls (`x-mock-only` in openapi.yaml: the pincode check and the orders) are
 * neither forwarded nor answered by the mock: the proxy answers 404, as the hosted API does for a
 * call it does not have, whatever the upstream's state and the fallback. With the fallback, a down
 * upstream would otherwise let the mock place an order while the shopper believes they are on the
 * hosted API; the shop reads this 404 as "this store takes no orders" (web/src/entities/orders).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { Readable } from 'node:stream';
import type { ContractValidators } from '../contract/ajv.js';
import { apiPathTest } from '../http/api-paths.js';
import { errorBody } from '../http/families.js';
import { exchangeRecording } from '../recording/record-exchange.js';
import { createRecorder } from '../recording/recorder.js';
import { createRedaction } from '../recording/redact.js';
import { clientGone, createCallers } from './callers.js';
import { createProxyChecks } from './checks.js';
import { createCollapsedReads } from './collapsed-reads.js';
import { unknownPath, type Drift, type DriftSubject } from './drift.js';
import { createUpstream, type UpstreamAnswer } from './forward.js';
import {
  defaultBodyTimeoutMs,
  defaultMaxConcurrent,
  defaultMaxQueued,
  defaultUpstreamTimeoutMs,
  fallbackHeader,
  type UpstreamOptions,
} from './options.js';
import { readRequestBody } from './request-body.js';
import { forwardedHeaders } from './request-headers.js';
import { apiAnswerHeaders } from 'server-kit/security-headers';
import { applyUpstreamHeaders } from './response-headers.js';
import { createSlots } from './slots.js';
import { normalizedPath, upstreamTarget, type Target } from './target.js';

const failureMessages = {
  unreachable: 'The upstream API could not be reached. Please try again.',
  timeout: 'The upstream API did not answer in time. Please try again.',
  'too-large': 'The upstream API answered with more than this proxy reads.',
  abandoned: 'The call was given up: the caller closed the connection.',
} as const;

/** 499: nginx's "client closed request"; nobody reads it, but the journal and the log show why. */
const failureStatus = { unreachable: 502, 'too-large': 502, timeout: 504, abandoned: 499 } as const;

const mockOnlyRefusal = 'This store does not check pincodes or take orders yet. Your cart is kept as it is.';

const bodyFailures = {
  'too-large': { status: 413, message: 'The request body is too large' },
  'too-slow': { status: 408, message: 'The request body did not arrive in time' },
  aborted: { status: 400, message: 'The request body was cut off' },
} as const;

/** Why the mock should answer instead, or null when the upstream's answer goes back. */
function fallbackReason(answer: UpstreamAnswer): string | null {
  if (!answer.ok) return answer.reason === 'abandoned' ? null : `upstream-${answer.reason}`;
  return answer.status >= 500 ? `upstream-${answer.status}` : null;
}

export const proxyPlugin = fp<{ upstream: UpstreamOptions; drift: Drift; validators: ContractValidators }>(
  async (app, { upstream: options, drift, validators }) => {
    const maxConcurrent = options.maxConcurrent ?? defaultMaxConcurrent;
    const maxQueued = options.maxQueued ?? defaultMaxQueued;
    const bodyTimeoutMs = options.bodyTimeoutMs ?? defaultBodyTimeoutMs;
    const upstream = createUpstream(options.timeoutMs ?? defaultUpstreamTimeoutMs, maxConcurrent);
    const slots = createSlots(maxConcurrent, maxQueued);
    const collapsedReads = options.collapseReads ? createCollapsedReads() : undefined;
    const base = options.url.replace(/\/+$/, '');
    // Where each path goes upstream, worked out once per path and query (at most 1 MB of them kept).
    const targets = new LRUCache<string, Target>({
      maxSize: 1 << 20,
      sizeCalculation: (_target, url) => url.length || 1,
      memoMethod: (url) => upstreamTarget(base, url),
    });
    app.addHook('onClose', () => upstream.close());
    const { checkRequest, checkAnswer } = createProxyChecks(app.contract, validators, drift, options.maxDecodedBytes);
    const isApiPath = apiPathTest(app.contract);
    const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;

    app.decorateRequest('proxiedBody', null);

    const redaction = createRedaction(options.redaction);
    const recorder = options.recordTo ? createRecorder(options.recordTo, base, redaction) : undefined;
    const recordExchange = recorder && exchangeRecording(recorder, redaction, options.maxDecodedBytes);
    if (recorder) app.addHook('onClose', async () => recorder.flush());

    /**
     * Checks the answer; with RECORD_TO, an exchange whose request (`recordable`: its body, or null
     * when it failed the check) and answer both match openapi.yaml goes to the recording. One that
     * does not goes to the drift report only.
     */
    const check = async (
      request: FastifyRequest,
      subject: DriftSubject,
      answer: UpstreamAnswer,
      recordable: Buffer | null,
    ) => {
      const clean = answer.ok && (await checkAnswer(request, subject, answer));
      if (clean && recordable && recordExchange && subject.operationId)
        await recordExchange(request, subject.operationId, recordable, answer);
      return answer;
    };

    /**
     * Forwards the call and checks the answer in one of the `maxConcurrent` slots; null when all are
     * taken. With `collapseReads`, a read identical to one in flight waits for that one's checked
     * answer, then is checked itself (the verdict is known by then, so it costs a hash): drift
     * counts every call. A call whose callers have all gone (closed their connections) leaves the
     * queue, or is aborted upstream: its slot goes to the next in line (callers.ts).
     */
    const forward = (
      request: FastifyRequest,
      reply: FastifyReply,
      href: string,
      subject: DriftSubject,
      body: Buffer,
      recordable: Buffer | null,
    ) => {
      const call = { method: request.method, href, headers: forwardedHeaders(request), body };
      const gone = clientGone(reply.raw);
      const joined = collapsedReads?.join(call);
      if (joined) {
        joined.callers.add(gone);
        return joined.answer.then((answer) => check(request, subject, answer, recordable));
      }
      const callers = createCallers();
      callers.add(gone);
      const sending = slots
        .run(async () => check(request, subject, await upstream.send(call, callers.signal), recordable), callers.signal)
        ?.catch((error: unknown): UpstreamAnswer => {
          if (callers.signal.aborted) return { ok: false, reason: 'abandoned' };
          throw error;
        });
      if (!sending) return null;
      return collapsedReads ? collapsedReads.track(call, sending, callers) : sending;
    };

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      // Preflights are answered by our CORS plugin; anything outside the API (shop, docs, dev) is ours.
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
      const target = targets.memo(request.url);
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

      const forwarding = forward(request, reply, target.href, subject, body, requestClean ? body : null);
      if (!forwarding)
        return reply
          .code(503)
          .header('retry-after', '1')
          .send(errorBody(errorFamily, 'The proxy is busy with other upstream calls. Please try again.'));
      const answer = await forwarding;

      const reason = options.fallback === 'mock' ? fallbackReason(answer) : null;
      if (reason) {
        // On into the mock's own route: preParsing hands it the body read above.
        request.answeredBy = 'mock-fallback';
        request.proxiedBody = body;
        reply.header(fallbackHeader, reason);
        return;
      }
      if (!answer.ok) {
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
