/**
 * The developer tools' own listener: a second HTTP server on this machine's loopback (DEV_PORT,
 * PORT + 1 by default) that hands every request to the same app, marked as having come through it.
 * With it open, /dev and X-Mock-Session answer only there (./dev-audience.ts). A relay that adds no
 * header (`ssh -R`, socat, a bare `proxy_pass`) looks exactly like the developer on the API's port,
 * so no rule about headers can tell them apart; a relay forwards one port, the API's, and this one
 * is not it. The developer's one command: `curl localhost:8081/dev/outbox`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const throughDevListener = Symbol('came through the dev listener');
type Marked = IncomingMessage & { [throughDevListener]?: true };

/**
 * Whether the request arrived on the dev listener: never for the API's port, nor for app.inject
 * (tests, which build the app without the listener, reach /dev as before).
 */
export const cameThroughDevListener = (request: FastifyRequest): boolean =>
  (request.raw as Marked)[throughDevListener] === true;

export interface DevListener {
  /** Its base URL, e.g. http://127.0.0.1:8081. */
  readonly url: string;
  close(): Promise<void>;
}

/** Opens the dev listener once `app` is ready, with the API listener's deadlines. */
export async function openDevListener(app: FastifyInstance, port: number, host: string): Promise<DevListener> {
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (request, response) => {
    (request as Marked)[throughDevListener] = true;
    app.routing(request, response);
  });
  server.requestTimeout = app.server.requestTimeout;
  server.headersTimeout = app.server.headersTimeout;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { address, port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
