/**
 * Finding 12 of issue 28: a body sent one byte at a time must not hold the server forever. The
 * deadline is an app option (30 s by default), set to 1 s here so the suite stays quick; a real
 * socket shows what app.inject cannot: Node itself cutting the request.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { defaultRequestTimeoutMs } from '../../src/app.js';
import { listeningApp } from './listening.js';

/** Sends the headers of a 100-byte JSON login, then one byte every `everyMs`; resolves when the server hangs up. */
function dribbleLogin(port: number, everyMs: number, giveUpMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number; bytesSent: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    const body = JSON.stringify({ user_data: { email: 'demo@example.com', password: 'x'.repeat(100) } });
    const drip = setInterval(() => {
      if (bytesSent < body.length) socket.write(body[bytesSent++] ?? '');
    }, everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the request after ${giveUpMs} ms`));
    }, giveUpMs);
    const finish = () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started, bytesSent });
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', finish);
    socket.on('error', () => undefined); // a reset after the cut is still a cut
    socket.write(
      `POST /user-api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
  });
}

describe('a request body has a deadline', () => {
  it('cuts a body dribbled a byte every 100 ms once the deadline passes', async () => {
    const { port } = await listeningApp({ requestTimeoutMs: 1000 });
    const { answer, closedAfterMs, bytesSent } = await dribbleLogin(port, 100, 15_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(bytesSent).toBeLessThan(100); // the body never finished: the cut came first
    expect(closedAfterMs).toBeGreaterThanOrEqual(900); // generous guard: not cut before the deadline
  }, 20_000);

  it('keeps the default deadline within 35 s', () => {
    expect(defaultRequestTimeoutMs).toBeLessThanOrEqual(35_000);
  });
});
