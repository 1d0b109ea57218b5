// One HTTP call of a virtual shopper (bench/lib/shoppers.mjs), timed, never throwing: node:http
// rather than fetch, so that each shopper's connections leave from an address of its own
// (127.0.0.x): the shop server and the mock server keep their per-client shares and rate limits
// per address, and 24 shoppers from one address would be one client hitting them.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** Keep-alive connections from `localAddress`, as one browser keeps them. */
export const shopperAgent = (localAddress) => new Agent({ keepAlive: true, maxSockets: 4, localAddress });

/**
 * @returns {Promise<{ status: number, body: string, ms: number } | { error: string, ms: number }>}
 *   the answer (its body as text, no Content-Encoding asked for), or why there was none
 */
export function call(agent, url, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = request(
      url,
      {
        method,
        agent,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
        timeout: timeoutMs,
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: elapsed() }),
        );
        answer.on('error', (error) => resolve({ error: error.message, ms: elapsed() }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', (error) => resolve({ error: error.message, ms: elapsed() }));
    outgoing.end(payload);
  });
}

/** The JSON of an answer, or undefined. */
export function jsonOf(answer) {
  if (!('status' in answer)) return undefined;
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
}
