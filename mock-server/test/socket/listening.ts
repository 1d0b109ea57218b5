/**
 * The app on a real socket (127.0.0.1, a free port), for what app.inject cannot show: a real proxy
 * hop in front of it, a body dribbled byte by byte. Closed when the test ends.
 */
import type { FastifyInstance } from 'fastify';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import type { AppOptions } from '../../src/app.js';
import { buildTestApp } from '../helpers.js';

export async function listeningApp(options: AppOptions = {}): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildTestApp(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

/**
 * A reverse proxy on this machine, as nginx's `proxy_pass http://127.0.0.1:<port>` with
 * `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`: it sends Host 127.0.0.1:<port> and
 * appends the client it saw, `clientAddress` (a remote shopper, since the test itself is local).
 */
export async function sameHostProxy(port: number, clientAddress: string): Promise<number> {
  const proxy = createServer((incoming, outgoing) => {
    const seen = incoming.headers['x-forwarded-for'];
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      host: `127.0.0.1:${port}`,
      'x-forwarded-for': seen ? `${String(seen)}, ${clientAddress}` : clientAddress,
    };
    const upstream = httpRequest({ host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers });
    upstream.on('response', (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return listen(proxy);
}
