/**
 * Sends one request to the upstream and reads its whole answer, bytes unchanged (a compressed body
 * stays compressed; see decode.ts for reading it). Hop-by-hop headers are dropped both ways, as a
 * proxy must (RFC 9110, section 7.6.1). Every call is bounded by one time-out, covering connect,
 * headers and body, so a hanging upstream costs at most that long.
 */
import { Agent, errors, request } from 'undici';

export type Headers = Record<string, string | string[] | undefined>;

export type UpstreamAnswer =
  | { ok: true; status: number; headers: Record<string, string | string[]>; body: Buffer }
  | { ok: false; reason: 'unreachable' | 'timeout' | 'too-large' };

/** The largest upstream answer read; a larger one is refused (502) rather than held in memory. */
export const maxUpstreamBody = 64 * 1024 * 1024;

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The headers to pass on: without hop-by-hop ones (including those the Connection header names) and `drop`. */
export function passedHeaders(headers: Headers, drop: ReadonlySet<string>): Record<string, string | string[]> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || hopByHop.has(lower) || named.includes(lower) || drop.has(lower)) continue;
    kept[lower] = value;
  }
  return kept;
}

export interface Upstream {
  /** `url` is the path and query as called; it is appended to the upstream's base URL. */
  send(call: {
    method: string;
    url: string;
    headers: Record<string, string | string[]>;
    body: Buffer | undefined;
  }): Promise<UpstreamAnswer>;
  close(): Promise<void>;
}

const isTimeout = (error: unknown) =>
  error instanceof errors.HeadersTimeoutError ||
  error instanceof errors.BodyTimeoutError ||
  error instanceof errors.ConnectTimeoutError ||
  (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));

export function createUpstream(baseUrl: string, timeoutMs: number): Upstream {
  const base = new URL(baseUrl);
  const prefix = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  const agent = new Agent({ connectTimeout: timeoutMs, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });

  return {
    async send({ method, url, headers, body }) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const answer = await request(`${prefix}${url}`, {
          method: method as 'GET',
          headers,
          body: body?.length ? body : null,
          dispatcher: agent,
          signal,
        });
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of answer.body as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > maxUpstreamBody) {
            answer.body.destroy();
            return { ok: false, reason: 'too-large' };
          }
          chunks.push(chunk);
        }
        const kept: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) kept[name] = value;
        return { ok: true, status: answer.statusCode, headers: kept, body: Buffer.concat(chunks) };
      } catch (error) {
        return { ok: false, reason: isTimeout(error) || signal.aborted ? 'timeout' : 'unreachable' };
      }
    },
    close: () => agent.close(),
  };
}
