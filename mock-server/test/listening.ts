/**
 * For what only a real socket shows (a path sent as-is, a slow body, a hostile upstream's headers):
 * the app listening on loopback, port 0, closed with the test (buildTestApp's onTestFinished), and
 * a raw HTTP call that sends the path exactly as written, as `curl --path-as-is` does.
 */
import type { FastifyInstance } from 'fastify';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `app` on 127.0.0.1 at a free port; returns its base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request with `path` untouched; `body` is written and the request ended unless `hold` is set. */
export function rawRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; hold?: boolean },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { hostname, port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (options.body !== undefined) outgoing.write(options.body);
    if (!options.hold) outgoing.end();
  });
}
