/**
 * A request for the tracing tests, through node:http: exactly the headers given (a `traceparent` or
 * none), and a body sent a moment after them, so the server reads it in a later turn of its socket
 * than the one its request's trace began in.
 */
import { request } from 'node:http';

export function send(
  url: string,
  headers: Record<string, string> = {},
  { method = 'GET', body }: { method?: string; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
    }).on('error', reject);
    if (body === undefined) return void sent.end();
    sent.flushHeaders();
    setTimeout(() => sent.end(body), 50);
  });
}
