/**
 * Sends one request to the upstream and reads its whole answer, bytes unchanged (a compressed body
 * stays compressed; see decode.ts for reading it). Which request headers go (request-headers.ts)
 * and which answer headers come back (response-headers.ts) are allow lists, so hop-by-hop headers
 * never pass either way (RFC 9110, section 7.6.1). Every call is bounded by one time-out, covering
 * connect, headers and body, so a hanging upstream costs at most that long.
 */
import { readBounded } from 'server-kit/upstream';
import { Agent, errors, request } from 'undici';

export type UpstreamAnswer =
  | { ok: true; status: number; headers: Record<string, string | string[]>; body: Buffer }
  | { ok: false; reason: 'unreachable' | 'timeout' | 'too-large' | 'abandoned' };

/** The largest upstream answer read; a larger one is refused (502) rather than held in memory. */
export const maxUpstreamBody = 64 * 1024 * 1024;

export interface Upstream {
  /**
   * `href` is the whole URL, already checked to lie under the upstream's base (target.ts). When
   * `abandoned` fires (every caller has gone), the call is aborted and answers `abandoned`.
   */
  send(
    call: { method: string; href: string; headers: Record<string, string | string[]>; body: Buffer | undefined },
    abandoned?: AbortSignal,
  ): Promise<UpstreamAnswer>;
  close(): Promise<void>;
}

const isTimeout = (error: unknown) =>
  error instanceof errors.HeadersTimeoutError ||
  error instanceof errors.BodyTimeoutError ||
  error instanceof errors.ConnectTimeoutError ||
  (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));

/** `connections`: sockets per upstream origin, matching the proxy's bound on calls at once. */
export function createUpstream(timeoutMs: number, connections: number): Upstream {
  const agent = new Agent({
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections,
  });

  return {
    async send({ method, href, headers, body }, abandoned) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = abandoned ? AbortSignal.any([timeout, abandoned]) : timeout;
      try {
        const answer = await request(href, {
          method: method as 'GET',
          headers,
          body: body?.length ? body : null,
          dispatcher: agent,
          signal,
        });
        return await readBounded(answer, maxUpstreamBody);
      } catch (error) {
        if (abandoned?.aborted) return { ok: false, reason: 'abandoned' };
        return { ok: false, reason: isTimeout(error) || timeout.aborted ? 'timeout' : 'unreachable' };
      }
    },
    close: () => agent.close(),
  };
}
