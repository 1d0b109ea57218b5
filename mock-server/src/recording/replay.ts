/**
 * REPLAY_FROM: the API answered from a recording, offline. A call is redacted as the recording was
 * (so a login with any password finds the recorded login) and looked up by method, path and query,
 * and body. The answers recorded for it come in the order they were recorded, each as many times as
 * it was seen in a row, and the last one then stays: a cart read before an add and one after it get
 * the two carts. A call the recording lacks is a 404 in the operation's error family, marked
 * `X-Mock-Replay: miss`. Registered ahead of faults and auth, like the proxy: the recorded API's
 * answers are what the caller gets.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from 'server-kit/error-body';
import { apiAnswerHeaders } from 'server-kit/security-headers';
import { isJson } from 'server-kit/upstream';
import { readBody } from '../http/decode.js';
import { defaultBodyTimeoutMs, readRequestBody } from '../http/request-body.js';
import { requestKey, type Exchange, type Recording } from './format.js';
import { redactionOf } from './redact.js';

export const replayHeader = 'x-mock-replay';

interface Answers {
  exchanges: Exchange[];
  at: number;
  used: number;
}

/** The next recorded answer of a request, moving on once this one was given as often as it was seen. */
function nextOf(answers: Answers): Exchange {
  const exchange = answers.exchanges[answers.at] as Exchange;
  answers.used += 1;
  if (answers.used >= exchange.count && answers.at < answers.exchanges.length - 1) {
    answers.at += 1;
    answers.used = 0;
  }
  return exchange;
}

export const replayPlugin = fp<{ recording: Recording }>(
  async (app, { recording }) => {
    const redaction = redactionOf(recording.redacted);
    const isApiPath = (path: string) => app.contract.api.isApiPath(path);
    const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
    const byRequest = new Map<string, Answers>();
    for (const exchange of recording.exchanges) {
      const key = requestKey(exchange.request);
      const answers = byRequest.get(key) ?? { exchanges: [], at: 0, used: 0 };
      answers.exchanges.push(exchange);
      byRequest.set(key, answers);
    }

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === 'OPTIONS' || !isApiPath(request.url.split('?')[0] ?? '/')) return;
      const { errorFamily = 'status' } = request.routeOptions.config;
      request.answeredBy = 'replay';
      reply.headers(apiAnswerHeaders);
      // What is sent back was checked against openapi.yaml when it was recorded.
      reply.contractChecked = true;
      const read = await readRequestBody(request.raw, bodyLimit, defaultBodyTimeoutMs);
      if (!('body' in read))
        return reply
          .code(400)
          .header('connection', 'close')
          .send(errorBody(errorFamily, 'The request body did not arrive whole'));
      const contentType = String(request.headers['content-type'] ?? '');
      const parsed = read.body.length === 0 ? { body: undefined } : await readBody(read.body, contentType, undefined);
      const body = 'body' in parsed ? redaction.body(parsed.body) : read.body.toString('utf8');
      const answers = byRequest.get(
        requestKey({ method: request.method, url: redaction.url(request.url), headers: {}, body }),
      );
      if (!answers)
        return reply
          .code(404)
          .header(replayHeader, 'miss')
          .send(errorBody(errorFamily, 'This call is not in the recording being replayed.'));
      const { response } = nextOf(answers);
      const type = response.headers['content-type'] ?? 'application/json; charset=utf-8';
      reply.code(response.status).header(replayHeader, 'hit').type(type);
      if (response.body === undefined) return reply.send();
      const sent = response.body;
      return reply.send(isJson(type) || typeof sent !== 'string' ? JSON.stringify(sent) : sent);
    });
  },
  { name: 'replay', dependencies: ['mock-session', 'journal'] },
);
