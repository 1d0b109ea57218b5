/**
 * Calls to an upstream API, for both servers: the one client (`createUpstream`), the request
 * headers an API call may carry there, and reading its answer within a byte bound.
 *
 * The headers are an allow list, not "everything but a few": a browser sends every cookie of its
 * host with every request, so other apps' sessions and the shop's own cookies would all reach a
 * third-party upstream. Only what an API call needs goes (the media types, the credential, the
 * user agent and the shop's X-Login-Token); never Cookie, Host or the client's own X-Forwarded-*,
 * and never Prefer: the mock server reads its fault injection from it (`delay=`, `code=`), so a
 * client could hold a server's upstream calls for as long as it likes (issue 48). Content-Length is
 * recomputed by undici from the body sent.
 *
 * A call's path is always under the base URL: one that is not a path (an absolute-form request
 * target, `@host`, `*`) or that leaves the base (dot segments) is refused before anything is sent.
 */
import { Agent, request, type Dispatcher } from 'undici';
import { createSlots, full } from './slots.js';
import { deadline } from './deadline.js';

export const forwardedRequestHeaders: readonly string[] = [
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'content-type',
  'user-agent',
  'x-login-token',
];

export type BoundedAnswer =
  | { ok: true; status: number; headers: Record<string, string | string[]>; body: Buffer }
  | { ok: false; reason: 'too-large' };

/** The answer's status, headers and whole body, or `too-large` (and the body dropped) past `maxBytes`. */
export async function readBounded(answer: Dispatcher.ResponseData, maxBytes: number): Promise<BoundedAnswer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of answer.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      answer.body.destroy();
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(chunk);
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers[name] = value;
  return { ok: true, status: answer.statusCode, headers, body: Buffer.concat(chunks) };
}

/** Whether a Content-Type names JSON (application/json, application/problem+json...): the API's only type. */
export const isJson = (contentType: string) => /^application\/([\w.+-]+\+)?json\b/i.test(contentType);

export interface UpstreamCall {
  method: string;
  /** Path and query, e.g. `/cart-api/get-all-carts`: always under the upstream's base URL. */
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer | undefined;
  /** The caller gave up (the client left): the call stops, or leaves the line. */
  signal?: AbortSignal | undefined;
}

export type UpstreamFailure = 'unreachable' | 'timeout' | 'too-large' | 'busy';

export type UpstreamAnswer =
  | { ok: true; status: number; headers: Record<string, string | string[]>; body: Buffer }
  | { ok: false; reason: UpstreamFailure };

export interface Upstream {
  send(call: UpstreamCall): Promise<UpstreamAnswer>;
  close(): Promise<void>;
}

export interface UpstreamOptions {
  /** The upstream's base URL, without a trailing slash. */
  baseUrl: string;
  /** One call's bound: connect, headers and body. */
  timeoutMs: number;
  /** Calls (and sockets) at once. */
  connections: number;
  /** Calls that may wait for one of them; past it, `busy`. */
  maxQueue: number;
  /** The largest answer read; a larger one is `too-large`. */
  maxBodyBytes: number;
  /** Watches the calls (the shop server's metrics and traces); nothing by default. */
  instrument?: UpstreamInstrument | undefined;
}

/**
 * What a server may watch of its upstream calls: `around` runs each call sent, once its turn came
 * (its time in line not counted), may add headers of its own to it (a trace's `traceparent`), and
 * must return what `send` gave; `refused` hears of each call refused at once because the line was
 * full (`busy`: nothing was sent).
 */
export interface UpstreamInstrument {
  around(
    call: UpstreamCall,
    send: (added?: Record<string, string>) => Promise<UpstreamAnswer>,
  ): Promise<UpstreamAnswer>;
  refused(call: UpstreamCall): void;
}

/**
 * The one way to an upstream API, for both servers: keep-alive connections (an undici Agent), a
 * bounded number of calls at once with a bounded line (past it the call is refused at once,
 * `busy`), one time-out covering connect, headers and body, and a cap on the answer's size, so a
 * slow, sleeping or hostile upstream costs this server at most that long and that many bytes per call.
 */
export function createUpstream({
  baseUrl,
  timeoutMs,
  connections,
  maxQueue,
  maxBodyBytes,
  instrument,
}: UpstreamOptions): Upstream {
  const agent = new Agent({
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections,
  });
  const slots = createSlots(connections, maxQueue);
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/$/, '');

  /** `path` under the base URL, or undefined when it is not a path or would leave the base's origin or path. */
  function target(path: string): URL | undefined {
    if (!path.startsWith('/')) return undefined;
    const url = URL.parse(`${baseUrl}${path}`);
    const under = url?.pathname === basePath || url?.pathname.startsWith(`${basePath}/`);
    return url && url.origin === base.origin && under ? url : undefined;
  }

  async function call({ method, path, headers, body, signal }: UpstreamCall): Promise<UpstreamAnswer> {
    const url = target(path);
    if (!url) return { ok: false, reason: 'unreachable' };
    const { signal: timedOut, clear } = deadline(timeoutMs);
    try {
      const answer = await request(url, {
        method: method as 'GET',
        headers,
        body: body?.length ? body : null,
        dispatcher: agent,
        signal: signal ? AbortSignal.any([timedOut, signal]) : timedOut,
      });
      return await readBounded(answer, maxBodyBytes);
    } catch {
      return { ok: false, reason: timedOut.aborted ? 'timeout' : 'unreachable' };
    } finally {
      clear();
    }
  }

  return {
    async send(upstreamCall) {
      try {
        const sent = instrument
          ? () =>
              instrument.around(upstreamCall, (added) =>
                call(added ? { ...upstreamCall, headers: { ...upstreamCall.headers, ...added } } : upstreamCall),
              )
          : () => call(upstreamCall);
        const answer = await slots.run(sent, upstreamCall.signal);
        if (answer !== full) return answer;
        instrument?.refused(upstreamCall);
        return { ok: false, reason: 'busy' };
      } catch {
        // The caller gave up while in line.
        return { ok: false, reason: 'unreachable' };
      }
    },
    close: () => agent.close(),
  };
}
