/**
 * Reads a caller's request body whole before Fastify would (the validating proxy forwards it, a
 * replay looks it up), bounded in size and in time. Without the time bound, a client that sends
 * its headers and then one byte a minute holds a socket, a buffer and a pending upstream call for
 * as long as it likes.
 */
import type { IncomingMessage } from 'node:http';

/** Longer than a phone's slow upload of our largest body (64 KB), shorter than a client's patience. */
export const defaultBodyTimeoutMs = 35_000;

export type RequestBody = { body: Buffer } | { failed: 'too-large' | 'too-slow' | 'aborted' };

/** A request that announces no body (no Content-Length above 0, no Transfer-Encoding) has none (RFC 9112, 6.3). */
const noBody = { body: Buffer.alloc(0) } as const;

export function readRequestBody(raw: IncomingMessage, limit: number, timeoutMs: number): Promise<RequestBody> {
  const { 'content-length': length, 'transfer-encoding': encoding } = raw.headers;
  // Most proxied calls are GETs: they need no listeners, no timer and no wait for an 'end'.
  if (encoding === undefined && (length === undefined || length === '0')) return Promise.resolve(noBody);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: RequestBody) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort);
      // Whatever else arrives is not read; the answer closes the connection (proxy/plugin.ts, recording/replay.ts).
      if (!('body' in result)) raw.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish({ failed: 'too-large' });
      else chunks.push(chunk);
    };
    const onEnd = () => finish({ body: Buffer.concat(chunks) });
    const onAbort = () => finish(raw.complete ? { body: Buffer.concat(chunks) } : { failed: 'aborted' });
    const timer = setTimeout(() => finish({ failed: 'too-slow' }), timeoutMs);
    raw.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onAbort);
  });
}
