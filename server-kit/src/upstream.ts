/**
 * What both servers' calls to an upstream API share: the request headers an API call may carry
 * there, and reading its answer within a byte bound.
 *
 * The headers are an allow list, not "everything but a few": a browser sends every cookie of its
 * host with every request, so other apps' sessions and the shop's own cookies would all reach a
 * third-party upstream. Only what an API call needs goes (the media types, the credential, Prism's
 * Prefer, the user agent and the shop's X-Login-Token); never Cookie, Host or the client's own
 * X-Forwarded-*. Content-Length is recomputed by undici from the body sent.
 */
import type { Dispatcher } from 'undici';

export const forwardedRequestHeaders: readonly string[] = [
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'content-type',
  'prefer',
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
