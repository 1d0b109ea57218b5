import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUpstream,
  forwardedRequestHeaders,
  isJson,
  type UpstreamAnswer,
  type UpstreamCall,
  type UpstreamOptions,
} from '../src/upstream.js';
import { deferred, type Deferred } from './helpers.js';

/** An upstream whose answers the tests steer by path; `/hold` answers when the test says. */
let server: Server;
let baseUrl: string;
const held: Deferred<void>[] = [];
const heldResponses = new Set<ServerResponse>();

function answer(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '/';
  if (path.startsWith('/echo')) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          method: request.method,
          url: path,
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    return;
  }
  if (path === '/big') return void response.end('x'.repeat(4096));
  if (path === '/hold' || path === '/silent') {
    heldResponses.add(response);
    response.on('close', () => heldResponses.delete(response));
    if (path === '/hold') {
      const gate = deferred<void>();
      held.push(gate);
      void gate.promise.then(() => response.end('held'));
    }
    return;
  }
  response.statusCode = 404;
  response.end('{}');
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of heldResponses) response.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const upstreamWith = (options: Partial<UpstreamOptions> = {}) =>
  createUpstream({ baseUrl, timeoutMs: 5_000, connections: 4, maxQueue: 4, maxBodyBytes: 1_000_000, ...options });

describe('createUpstream', () => {
  it('sends the call under the base URL and reads the whole answer', async () => {
    const upstream = upstreamWith();
    const answer = await upstream.send({
      method: 'POST',
      path: '/echo/cart-api/add-to-cart?x=1',
      headers: { 'content-type': 'application/json', 'x-login-token': 't' },
      body: Buffer.from('{"id":1}'),
    });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      method: 'POST',
      url: '/echo/cart-api/add-to-cart?x=1',
      headers: { 'content-type': 'application/json', 'x-login-token': 't' },
      body: '{"id":1}',
    });
    await upstream.close();
  });

  it.each<[test: string, options: Partial<UpstreamOptions>, path: string, reason: string]>([
    ['refuses an answer larger than maxBodyBytes', { maxBodyBytes: 1024 }, '/big', 'too-large'],
    ['gives up after timeoutMs', { timeoutMs: 100 }, '/silent', 'timeout'],
    [
      'says unreachable when nothing listens',
      { baseUrl: 'http://127.0.0.1:1', timeoutMs: 2_000, connections: 1, maxQueue: 0, maxBodyBytes: 10 },
      '/x',
      'unreachable',
    ],
  ])('%s', async (_test, options, path, reason) => {
    const upstream = upstreamWith(options);
    expect(await upstream.send({ method: 'GET', path, headers: {} })).toEqual({ ok: false, reason });
    await upstream.close();
  });

  it('refuses a call at once, busy, past its connections and line', async () => {
    const upstream = upstreamWith({ connections: 1, maxQueue: 1 });
    const first = upstream.send({ method: 'GET', path: '/hold', headers: {} });
    const second = upstream.send({ method: 'GET', path: '/hold', headers: {} });
    expect(await upstream.send({ method: 'GET', path: '/echo', headers: {} })).toEqual({ ok: false, reason: 'busy' });
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    held.shift()?.resolve();
    expect(await first).toMatchObject({ ok: true, status: 200 });
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    held.shift()?.resolve();
    expect(await second).toMatchObject({ ok: true, status: 200 });
    await upstream.close();
  });

  it('stops a call whose caller gives up, in line or under way', async () => {
    const upstream = upstreamWith({ connections: 1, maxQueue: 1 });
    const running = new AbortController();
    const waiting = new AbortController();
    const first = upstream.send({ method: 'GET', path: '/silent', headers: {}, signal: running.signal });
    const second = upstream.send({ method: 'GET', path: '/echo', headers: {}, signal: waiting.signal });
    waiting.abort(new Error('gone'));
    expect(await second).toEqual({ ok: false, reason: 'unreachable' });
    running.abort(new Error('gone'));
    expect(await first).toEqual({ ok: false, reason: 'unreachable' });
    await upstream.close();
  });

  it('never leaves the base URL: a path that is not one (absolute, a login, no leading slash) reaches nobody', async () => {
    const elsewhere = createServer((_request, response) => response.end('{"elsewhere":true}'));
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const other = `127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    let reached = 0;
    elsewhere.on('request', () => (reached += 1));
    const upstream = upstreamWith();
    for (const path of [`http://${other}/echo`, `@${other}/echo`, `:${other.split(':')[1]}/echo`, '*'])
      expect(await upstream.send({ method: 'GET', path, headers: {} }), path).toEqual({
        ok: false,
        reason: 'unreachable',
      });
    expect(reached, 'no call left the upstream’s origin').toBe(0);
    const under = createUpstream({
      baseUrl: `${baseUrl}/echo`,
      timeoutMs: 5_000,
      connections: 1,
      maxQueue: 1,
      maxBodyBytes: 1_000,
    });
    expect(await under.send({ method: 'GET', path: '/../big', headers: {} }), 'nor its path').toEqual({
      ok: false,
      reason: 'unreachable',
    });
    await Promise.all([upstream.close(), under.close()]);
    await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
  });
});

describe('an upstream client’s instrument', () => {
  it('runs around each call sent, after its wait in line, and hears of each call refused as busy', async () => {
    const seen: string[] = [];
    const refused: string[] = [];
    const upstream = upstreamWith({
      connections: 1,
      maxQueue: 1,
      instrument: {
        async around(call: UpstreamCall, send: (added?: Record<string, string>) => Promise<UpstreamAnswer>) {
          seen.push(`start ${call.path}`);
          const answer = await send();
          seen.push(`end ${call.path} ${answer.ok ? answer.status : answer.reason}`);
          return answer;
        },
        refused: (call) => refused.push(call.path),
      },
    });
    const first = upstream.send({ method: 'GET', path: '/hold', headers: {} });
    const second = upstream.send({ method: 'GET', path: '/echo', headers: {} });
    expect(await upstream.send({ method: 'GET', path: '/big', headers: {} })).toEqual({ ok: false, reason: 'busy' });
    expect(refused).toEqual(['/big']);
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // The second waits in line: its instrument has not started.
    expect(seen).toEqual(['start /hold']);
    held.shift()?.resolve();
    await first;
    await second;
    expect(seen).toEqual(['start /hold', 'end /hold 200', 'start /echo', 'end /echo 200']);
    await upstream.close();
  });

  it('sends the headers the instrument adds (a trace’s traceparent), leaving the caller’s call as it was', async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const upstream = upstreamWith({
      instrument: { around: (_call, send) => send({ traceparent }), refused: () => undefined },
    });
    const call = { method: 'GET', path: '/echo', headers: { accept: 'application/json' } };
    const answer = await upstream.send(call);
    const echoed = answer.ok ? (JSON.parse(answer.body.toString()) as { headers: Record<string, string> }) : undefined;
    expect(echoed?.headers).toMatchObject({ traceparent, accept: 'application/json' });
    expect(call.headers).toEqual({ accept: 'application/json' });
    await upstream.close();
  });
});

describe('forwardedRequestHeaders', () => {
  it('never lists a cookie, the host or the client’s own forwarding headers', () => {
    for (const name of ['cookie', 'host', 'x-forwarded-for', 'x-forwarded-host', 'forwarded', 'connection'])
      expect(forwardedRequestHeaders).not.toContain(name);
    expect(forwardedRequestHeaders).toContain('authorization');
    expect(forwardedRequestHeaders).toContain('x-login-token');
  });

  it('never lists Prefer: a client never steers an upstream’s delays or faults through a server', () => {
    expect(forwardedRequestHeaders).not.toContain('prefer');
  });
});

describe('isJson', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['application/problem+json', true],
    ['application/vnd.api+json', true],
    ['text/json', false],
    ['text/html', false],
    ['application/jsonx', false],
    ['', false],
  ])('is %2$s for %1$j', (type, json) => {
    expect(isJson(type)).toBe(json);
  });
});
