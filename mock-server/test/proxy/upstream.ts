/**
 * A stand-in for the hosted API, started on loopback inside the test: it answers in the hosted
 * shapes (real records from fixtures/hosted-api-products.json), except where a test tells it to drift, fail or
 * hang. It remembers what it received, so tests can check what the proxy forwarded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import type { AppOptions } from '../../src/app.js';
import { buildTestApp } from '../helpers.js';
import hostedRecords from '../../../fixtures/hosted-api-products.json' with { type: 'json' };

export const hostedProducts: { _id: string; content: { price: Record<string, string> } }[] = hostedRecords;

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Answer = (request: Received, response: ServerResponse) => void;

export const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

/** The hosted API's happy answers for the calls the tests make; `overrides` replace some by path. */
function hostedAnswer(request: Received, response: ServerResponse) {
  if (request.url.startsWith('/product-api/get-products/'))
    return json(response, 200, { prod: hostedProducts }, { 'x-upstream': 'hosted' });
  if (request.url.startsWith('/product-api/get-product-detail/'))
    return json(response, 200, { prod: hostedProducts[0] });
  if (request.url === '/cart-api/get-all-carts') return json(response, 200, { status: true, prods: [] });
  if (request.url === '/user-api/signup') return json(response, 200, { status: false, msg: 'User Already Exists...' });
  return json(response, 404, { msg: 'Cannot find that' });
}

export async function startUpstream(overrides: Record<string, Answer> = {}) {
  const received: Received[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const path = request.url.split('?')[0] ?? '/';
      (overrides[path] ?? hostedAnswer)(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  onTestFinished(close);
  return { url, received, close };
}

/** A loopback address nothing listens on (a server was there a moment ago). */
export async function closedPortUrl(): Promise<string> {
  const { url, close } = await startUpstream();
  await close();
  return url;
}

/**
 * The mock server as the validating proxy in front of a fresh upstream (answering as startUpstream's
 * `overrides` say), with the app's other `options`.
 */
export async function proxyToUpstream(
  overrides: Record<string, Answer> = {},
  options: Omit<AppOptions, 'upstream'> & { upstream?: Omit<NonNullable<AppOptions['upstream']>, 'url'> } = {},
) {
  const upstream = await startUpstream(overrides);
  const app = await buildTestApp({ ...options, upstream: { ...options.upstream, url: upstream.url } });
  return { upstream, app };
}
