/**
 * The storefront's renderer (web/src/entry-server.tsx, built into web/dist-server/entry-server.mjs)
 * as this server mounts it: the one Fastify plugin both servers use (`shopPages`, typed by
 * web/src/server/contract.d.ts), with this server's own routes as where a page's data comes from.
 * The renderer's API calls go through this very server (`app.inject`, so mock, sandbox rules and
 * the validating proxy all apply, as they would to the browser's own call), as the navigation:
 * - from the client's address as the navigation arrived (never a stand-in: issue 38, 2);
 * - to the navigation's Host, so image URLs come out as for the browser; a Host the origin rules
 *   refuse (http/public-origin.ts) gives way to the address the navigation arrived at, as it
 *   would for the browser's own call, never the injected request's `localhost`;
 * - in the navigation's X-Mock-Session sandbox when the navigation was let into one
 *   (http/mock-session.ts judged it on the way in), so a test worker's page is drawn from its own
 *   sandbox;
 * - stopped when the page is no longer wanted (the call's signal: deadline, client gone).
 */
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ShopApi, ShopRendererModule } from '../../../../web/src/server/contract.js';
import { mockSessionHeader } from '../../http/mock-session.js';
import { arrivalHost, isHostAndPort } from '../../http/public-origin.js';

/** The headers of the navigation that an API call made for it carries on. */
const carriedHeaders = ['host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'user-agent'];

/**
 * An injected answer's body as a web stream, read as the page reads it: a page that stops reading
 * (an answer past its bound) destroys it. (Node's Readable.toWeb throws from an event handler
 * when a stream it was reading is cancelled while chunks are still arriving.)
 */
function webStreamOf(body: Readable): ReadableStream<Uint8Array> {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer, undefined>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
    },
    async cancel() {
      await chunks.return?.();
      body.destroy();
    },
  });
}

function headersOf(response: { headers: Record<string, string | string[] | number | undefined> }): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

/** A page's data from this server's own routes. */
export function apiThroughApp(app: FastifyInstance): ShopApi {
  return async (call, { request: navigation, socketAddress }) => {
    const headers: Record<string, string> = Object.fromEntries(call.headers);
    for (const name of carriedHeaders) {
      const value = navigation.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const forwardedHost = headers['x-forwarded-host'];
    if (!isHostAndPort(headers.host ?? '') || (forwardedHost !== undefined && !isHostAndPort(forwardedHost))) {
      headers.host = arrivalHost(navigation);
      delete headers['x-forwarded-host'];
    }
    if (navigation.mockSession) headers[mockSessionHeader] = navigation.mockSession;
    const url = new URL(call.url);
    const answer = await app.inject({
      method: call.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: socketAddress,
      signal: call.signal,
      // The body as it comes: a page stops reading an answer past its bound, and never holds a copy.
      payloadAsStream: true,
      ...(call.body ? { payload: Buffer.from(await call.arrayBuffer()) } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || call.method === 'HEAD';
    const body = empty ? null : webStreamOf(answer.stream());
    return new Response(body, { status: answer.statusCode, headers: headersOf(answer) });
  };
}

/**
 * The renderer's build, or undefined (and one log line) when there is none or it cannot load: then
 * every page is the client-rendered index.html (routes/static/web.ts).
 */
export async function loadRenderer(
  app: FastifyInstance,
  { webDist, entry }: { webDist: string; entry: string },
): Promise<ShopRendererModule | undefined> {
  if (!existsSync(entry) || !existsSync(join(webDist, '.vite', 'manifest.json'))) return undefined;
  try {
    const module = (await import(pathToFileURL(entry).href)) as Partial<ShopRendererModule>;
    if (typeof module.shopPages !== 'function') throw new Error(`${entry} exports no shopPages`);
    return module as ShopRendererModule;
  } catch (error) {
    // A renderer that cannot load costs its speed, never the shop: every page is client-rendered.
    app.log.warn({ entry, reason: error instanceof Error ? error.message : String(error) }, 'server rendering is off');
    return undefined;
  }
}
