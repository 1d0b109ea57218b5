/**
 * The signed-in shopper's own pages (the cart, checkout, orders, the account: the renderer's
 * `isSignedInPath`), drawn on the server for the shopper whose session cookie the navigation
 * carries (decision 022, amended 2026-11-30):
 * - the renderer is given the session's token (`RenderInput.session`), and sends it, as the browser
 *   does, on the shopper's own calls only;
 * - those calls go to the upstream by the rules the browser's calls go by (../api.ts,
 *   `createForwarder`: the header allow list, JSON only, an upstream failure's body replaced), in
 *   this shopper's client's share of a line of the pages' own (the render slots bound them too, and
 *   a page never waits behind its shopper's calls from the browser); the page's public catalogue
 *   reads come from the catalogue cache, as a public page's;
 * - a page only reads: anything but a GET is refused;
 * - such a page is this shopper's alone: rendered within the same render slots and deadline, never
 *   kept in the page cache (./route.ts renders it past it, `pages.own`), answered `private,
 *   no-store` (./headers.ts).
 * The token stays in the render: it is in no log line and in no page.
 */
import type { FastifyRequest } from 'fastify';
import type { PageRenderer, RenderInput, ShopApi } from 'web/server/contract';
import type { Forward } from '../api.js';
import { sessionCookie } from './headers.js';

/** Where a signed-in page's data comes from: `forward` for the shopper's calls, `catalogue` for the rest. */
export interface SignedInPagesOptions {
  forward: Forward;
  /** The public pages' data (../render.ts): public catalogue reads, from the cache; anything else refused. */
  catalogue: ShopApi;
  isPublicRead: (method: string, url: string) => boolean;
}

/** The session a navigation to a signed-in page renders with, or none: a public page is drawn signed out whatever the cookies. */
export function sessionFor(
  renderer: PageRenderer,
  url: string,
  cookies: ReadonlyMap<string, string>,
): RenderInput['session'] {
  const token = cookies.get(sessionCookie);
  return token && renderer.isSignedInPath?.({ url }) ? { token } : undefined;
}

const refused = (msg: string) => Response.json({ msg }, { status: 403, headers: { 'cache-control': 'no-store' } });

/** The API of one signed-in shopper's page: their calls forwarded as theirs (their client's share), reads only. */
export function signedInApi(
  { forward, catalogue, isPublicRead }: SignedInPagesOptions,
  request: FastifyRequest,
): ShopApi {
  return async (call) => {
    const { pathname, search } = new URL(call.url);
    const url = `${pathname}${search}`;
    if (isPublicRead(call.method, url)) return catalogue(call);
    // A page reads; it never changes anything of the shopper's.
    if (call.method !== 'GET') return refused(`${call.method} ${pathname}: a page only reads`);
    const answer = await forward({
      method: call.method,
      url,
      // The body comes back as sent: plain, so the render reads it as it is.
      headers: { ...Object.fromEntries(call.headers), 'accept-encoding': 'identity' },
      client: request.ip,
      signal: call.signal,
      log: request.log,
    });
    const body = Buffer.isBuffer(answer.body) ? new Uint8Array(answer.body) : JSON.stringify(answer.body);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      for (const one of [value].flat()) headers.append(name, one);
    if (!Buffer.isBuffer(answer.body)) headers.set('content-type', 'application/json');
    return new Response(answer.status === 204 ? null : body, { status: answer.status, headers });
  };
}
