/**
 * What of an upstream answer reaches the browser, on this server's origin. The upstream is another
 * site: its cookies, its security policy and its HTML must not become the shop's own. So:
 * - only representation and caching headers, and the upstream's own X- headers, are copied (its
 *   Vary added to ours, which already names Origin for CORS); never
 *   Set-Cookie, CORS (ours answers), Location, WWW-Authenticate, or any security header;
 * - after copying, our headers are set: an API answer runs nothing and frames nothing
 *   (`Content-Security-Policy: default-src 'none'; sandbox`) and is never sniffed (nosniff);
 * - a body that is not JSON is sent as text/plain, so an upstream's text/html (or SVG, or script)
 *   is never rendered on our origin.
 */
import type { FastifyReply } from 'fastify';
import { apiAnswerHeaders } from 'server-kit/security-headers';
import { isJson } from 'server-kit/upstream';
import { addVary } from '../http/vary.js';
import { fallbackHeader } from './options.js';
import { oncePerAnswer } from './per-answer.js';

const copied = new Set([
  'cache-control',
  'content-encoding',
  'content-language',
  'etag',
  'expires',
  'last-modified',
  'retry-after',
]);

/** X- headers that are security policy (Helmet's, older and legacy ones), or ours: never taken from the upstream. */
const notCopiedX = new Set([
  'x-content-security-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-ua-compatible',
  'x-webkit-csp',
  'x-xss-protection',
  fallbackHeader,
]);

/**
 * X- headers a server in front of us would act on: nginx's X-Accel-Redirect serves any internal file
 * it names, Apache's and lighttpd's X-Sendfile any file at all. Also ours (X-Mock-*).
 */
const notCopiedXPrefixes = ['x-accel-', 'x-sendfile', 'x-lighttpd-', 'x-mock-'];

const isCopied = (name: string) =>
  copied.has(name) ||
  (name.startsWith('x-') && !notCopiedX.has(name) && !notCopiedXPrefixes.some((prefix) => name.startsWith(prefix)));

export const notJsonContentType = 'text/plain; charset=utf-8';

/** What an upstream answer's headers come to on our side: worked out once per answer. */
interface AnswerHeaders {
  copied: [string, string | string[]][];
  vary: string[] | undefined;
  contentType: string | undefined;
}

function answerHeadersOf(headers: Record<string, string | string[]>): AnswerHeaders {
  const copied: [string, string | string[]][] = [];
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (isCopied(lower)) copied.push([lower, value]);
  }
  const vary = headers.vary;
  const contentType = headers['content-type'];
  const type = Array.isArray(contentType) ? (contentType[0] ?? '') : contentType;
  return {
    copied,
    vary:
      vary === undefined ? undefined : (Array.isArray(vary) ? vary.join(',') : vary).split(',').map((n) => n.trim()),
    // JSON (application/json, application/<something>+json) is what a browser never renders.
    contentType: type === undefined ? undefined : isJson(type) ? type : notJsonContentType,
  };
}

/** Once per answer: reads collapsed onto one upstream call share its headers. */
const answerHeaders = oncePerAnswer(answerHeadersOf);

/** Copies what may be copied of `headers` onto `reply`, then ours over them. */
export function applyUpstreamHeaders(reply: FastifyReply, headers: Record<string, string | string[]>): void {
  const answer = answerHeaders(headers);
  for (const [name, value] of answer.copied) reply.header(name, value);
  // Added to ours, never in place of them: CORS has already varied the answer on Origin.
  if (answer.vary) addVary(reply, answer.vary);
  if (answer.contentType !== undefined) reply.header('content-type', answer.contentType);
  reply.headers(apiAnswerHeaders);
}
