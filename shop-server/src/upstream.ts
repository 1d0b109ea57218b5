/**
 * The one way to the upstream API: keep-alive connections (an undici Agent), a bounded number of
 * calls at once with a bounded queue (past it the call is refused at once, `busy`), one time-out
 * covering connect, headers and body, and a cap on the answer's size, so a slow, sleeping or
 * hostile upstream costs this server at most that long and that many bytes per call.
 */
import pLimit from 'p-limit';
import { readBounded } from 'server-kit/upstream';
import { Agent, request } from 'undici';

export interface UpstreamCall {
  method: string;
  /** Path and query, e.g. `/cart-api/get-all-carts`: always under the upstream's base URL. */
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer | undefined;
  /** The caller gave up (the client left): the call stops. */
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

/** Whether a Content-Type names JSON (application/json, application/problem+json...): the API's only type. */
export const isJson = (contentType: string) => /^application\/([\w.+-]+\+)?json\b/i.test(contentType);

export interface UpstreamOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Calls (and sockets) at once. */
  connections: number;
  /** Calls that may wait for one of them; past it, `busy`. */
  maxQueue: number;
  /** The largest answer read; a larger one is `too-large`. */
  maxBodyBytes: number;
}

export function createUpstream({ baseUrl, timeoutMs, connections, maxQueue, maxBodyBytes }: UpstreamOptions): Upstream {
  const agent = new Agent({
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections,
  });
  const limit = pLimit(connections);

  async function call({ method, path, headers, body, signal }: UpstreamCall): Promise<UpstreamAnswer> {
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      const answer = await request(`${baseUrl}${path}`, {
        method: method as 'GET',
        headers,
        body: body?.length ? body : null,
        dispatcher: agent,
        signal: signal ? AbortSignal.any([deadline, signal]) : deadline,
      });
      return await readBounded(answer, maxBodyBytes);
    } catch {
      return { ok: false, reason: deadline.aborted ? 'timeout' : 'unreachable' };
    }
  }

  return {
    send(upstreamCall) {
      if (limit.pendingCount >= maxQueue) return Promise.resolve({ ok: false, reason: 'busy' });
      return limit(() => call(upstreamCall));
    },
    close: () => agent.close(),
  };
}
