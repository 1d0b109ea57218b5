/**
 * The validating proxy (UPSTREAM_URL): every API call is forwarded to the upstream before the mock's
 * own hooks (auth, faults) run, and the upstream's answer goes back unchanged. On the way, the
 * request and the answer are checked against openapi.yaml; each mismatch is counted in `drift`
 * (listed at /dev/drift) and logged once. CORS stays ours: the upstream's access-control-* headers
 * are dropped so that the origins allowed by CORS_ORIGINS are the ones a browser sees.
 *
 * With `fallback: 'mock'`, when the upstream cannot be reached, times out or answers 5xx, the same
 * request continues into the mock's own route (its body handed back to Fastify's parser in
 * preParsing) and the answer carries `X-Mock-Fallback: <why>`. Without it, an unreachable upstream is
 * a 502 and a time-out a 504, both in the operation's error family.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Readable } from 'node:stream';
import type { ContractValidators } from '../contract/ajv.js';
import { createResponseChecker } from '../contract/checks.js';
import type { Mismatch } from '../contract/mismatches.js';
import { createRequestChecker } from '../contract/request-checks.js';
import { errorBody } from '../http/families.js';
import { mockSessionHeader } from '../http/mock-session.js';
import { readBody } from './decode.js';
import type { Drift, DriftSubject } from './drift.js';
import { createUpstream, passedHeaders, type UpstreamAnswer } from './forward.js';
import { defaultUpstreamTimeoutMs, type UpstreamOptions } from './options.js';

export const fallbackHeader = 'x-mock-fallback';

/** Never sent upstream: the session is ours, and the length is recomputed from the bytes sent. */
const notForwarded = new Set(['host', 'content-length', mockSessionHeader]);
/** Never sent back: CORS is answered by this server, length and framing by Fastify. */
const notReturned = new Set([
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
  'date',
]);

const failureMessages = {
  unreachable: 'The upstream API could not be reached. Please try again.',
  timeout: 'The upstream API did not answer in time. Please try again.',
  'too-large': 'The upstream API answered with more than this proxy reads.',
} as const;

async function readRequestBody(request: FastifyRequest, limit: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return 'too-large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Why the mock should answer instead, or null when the upstream's answer goes back. */
function fallbackReason(answer: UpstreamAnswer): string | null {
  if (!answer.ok) return `upstream-${answer.reason}`;
  return answer.status >= 500 ? `upstream-${answer.status}` : null;
}

export const proxyPlugin = fp<{ upstream: UpstreamOptions; drift: Drift; validators: ContractValidators }>(
  async (app, { upstream: options, drift, validators }) => {
    const upstream = createUpstream(options.url, options.timeoutMs ?? defaultUpstreamTimeoutMs);
    app.addHook('onClose', () => upstream.close());
    const requestChecker = createRequestChecker(app.contract, validators);
    const responseChecker = createResponseChecker(app.contract, validators);
    const apiOperations = [...app.contract.operations.values()].filter((op) => !op.tags.includes('dev'));
    const prefixes = new Set(apiOperations.map((op) => `/${op.path.split('/')[1] ?? ''}`));
    const isApiPath = (path: string) =>
      [...prefixes].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;

    app.decorateRequest('proxiedBody', null);

    const note = (request: FastifyRequest, subject: DriftSubject, mismatches: readonly Mismatch[]) => {
      for (const record of drift.record(subject, mismatches))
        request.log.warn({ drift: record }, 'upstream drift from openapi.yaml');
    };

    const checkRequest = (request: FastifyRequest, subject: DriftSubject, body: Buffer) => {
      const { operationId } = subject;
      if (!operationId) {
        note(request, subject, [
          {
            in: 'operation',
            pointer: '',
            expected: 'a method and path of openapi.yaml',
            actual: `${subject.method} ${subject.path}`,
          },
        ]);
        return;
      }
      const read =
        body.length === 0
          ? { body: undefined }
          : readBody(body, String(request.headers['content-type'] ?? ''), undefined);
      if ('mismatch' in read) return note(request, subject, [read.mismatch]);
      if ('unreadable' in read) return;
      note(
        request,
        subject,
        requestChecker.mismatches(operationId, request.params as Record<string, string>, read.body),
      );
    };

    const checkAnswer = (request: FastifyRequest, subject: DriftSubject, answer: UpstreamAnswer & { ok: true }) => {
      if (!subject.operationId) return; // the request was already recorded as an unknown operation
      const contentType = String(answer.headers['content-type'] ?? '');
      const noBody = request.method === 'HEAD' || answer.status === 204 || answer.status === 304;
      const read = noBody
        ? { body: undefined }
        : readBody(answer.body, contentType, String(answer.headers['content-encoding'] ?? '') || undefined);
      if ('unreadable' in read) return request.log.debug({ reason: read.unreadable }, 'upstream answer not checked');
      const mismatches =
        'mismatch' in read
          ? [read.mismatch]
          : responseChecker.mismatches(subject.operationId, answer.status, contentType, read.body, {
              allowDefault: false,
            });
      note(request, { ...subject, direction: 'response', status: answer.status }, mismatches);
    };

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      // Preflights are answered by our CORS plugin; anything outside the API (shop, docs, dev) is ours.
      if (request.method === 'OPTIONS' || !isApiPath(path)) return;

      const { operationId, errorFamily = 'status' } = request.routeOptions.config;
      const subject: DriftSubject = {
        operationId: operationId ?? null,
        method: request.method,
        path: operationId ? app.contract.operation(operationId).path : path,
        direction: 'request',
        status: null,
      };
      const body = await readRequestBody(request, bodyLimit);
      request.answeredBy = 'proxy';
      if (body === 'too-large') return reply.code(413).send(errorBody(errorFamily, 'The request body is too large'));
      checkRequest(request, subject, body);

      const answer = await upstream.send({
        method: request.method,
        url: request.url,
        headers: passedHeaders(request.headers, notForwarded),
        body,
      });
      if (answer.ok) checkAnswer(request, subject, answer);

      const reason = options.fallback === 'mock' ? fallbackReason(answer) : null;
      if (reason) {
        // On into the mock's own route: preParsing hands it the body read above.
        request.answeredBy = 'mock-fallback';
        request.proxiedBody = body;
        reply.header(fallbackHeader, reason);
        return;
      }
      if (!answer.ok) {
        request.answeredBy = 'proxy';
        return reply
          .code(answer.reason === 'timeout' ? 504 : 502)
          .send(errorBody(errorFamily, failureMessages[answer.reason]));
      }
      request.answeredBy = 'upstream';
      reply.contractChecked = true; // drift is recorded above; the answer itself must go back unchanged
      reply.code(answer.status);
      for (const [name, value] of Object.entries(passedHeaders(answer.headers, notReturned))) reply.header(name, value);
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
