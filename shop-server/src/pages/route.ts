/**
 * The shop's pages: `GET /` and the server's not-found handler, so a browser's navigation to any
 * page path gets the page, rendered here when its screen is public (the renderer's
 * `createPageRenderer`, web/server/contract) or, with the shopper's session cookie, one of the
 * signed-in shopper's own (./private.ts: theirs alone, never kept), and every other request goes to
 * `notFound`.
 *
 * A navigation is a GET or HEAD whose Accept header names text/html; `/` itself is one for `*\/*`
 * too, so `curl /` answers the shop. Bounds, so that no request, whatever its URL, can hold the
 * server:
 * - a page reads no API answer over `maxDataBytes` (./data.ts);
 * - renders at once and in line are bounded; past that a navigation gets the frame at once (./cache.ts);
 * - one deadline, `renderTimeoutMs` from the navigation's arrival, covers the wait for a turn, the
 *   data and the render itself; past it the frame;
 * - a client that leaves aborts its render and its API calls; one already gone gets no render.
 * The frame (the layout in the page's language) is the answer to any failure: never a 500,
 * never a hang, one log line saying why. Without a renderer, a navigation gets index.html.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asksForHtml } from 'server-kit/accept';
import { clientGone } from 'server-kit/client-gone';
import { deadline as deadlineOf } from 'server-kit/deadline';
import type { ShopApi } from 'web/server/contract';
import type { ShopFiles } from '../shop-files.js';
import type { ShopMetrics } from '../metrics.js';
import { createPages, type PageCacheOptions } from './cache.js';
import { boundedApi } from './data.js';
import { cookiesOf, sendHtml, sendPage } from './headers.js';
import { sessionFor, signedInApi, type SignedInPagesOptions } from './private.js';

/** The largest API answer a page reads: a listing's page of products is a few tens of kB. */
export const maxDataBytes = 2 * 1024 * 1024;

export interface PageRoutesOptions {
  shop: Pick<ShopFiles, 'currentRenderer' | 'indexHtml' | 'development'>;
  /** Where a page's data comes from (../render.ts: the catalogue cache). */
  api: ShopApi;
  /** Whether a path may be a page: the server's own paths (the API's, ...) are not. */
  isPagePath: (path: string) => boolean;
  /** What a request that is no navigation to a page gets. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** A page's deadline, from its arrival to its last byte rendered. */
  renderTimeoutMs: number;
  /** Where a signed-in shopper's own pages get their data (./private.ts); without it they are the frame. */
  signedIn?: SignedInPagesOptions | undefined;
  /** Rendered public pages kept (./cache.ts), or none. */
  pageCache: PageCacheOptions | false;
  /** Told of every render and page-cache read (../metrics.ts). */
  metrics?: ShopMetrics | undefined;
}

/** A navigation names text/html; `/` also takes whatever comes (`*\/*`: curl). */
const isNavigation = (request: FastifyRequest, path: string) =>
  asksForHtml(request) || (path === '/' && request.accepts().type(['text/html']) === 'text/html');

/** The reason a render stopped, as the log line says it. */
function reasonOf(error: unknown, deadline: AbortSignal, left: AbortSignal): string {
  if (left.aborted) return 'the client left';
  if (deadline.aborted) return 'the page came too late';
  return error instanceof Error ? error.message : String(error);
}

export async function pageRoutes(app: FastifyInstance, options: PageRoutesOptions) {
  const { shop, api, isPagePath, notFound, renderTimeoutMs } = options;
  if (!Number.isInteger(renderTimeoutMs) || renderTimeoutMs < 1)
    throw new RangeError('renderTimeoutMs must be a whole number from 1');
  const pages = createPages(options.pageCache, options.metrics);

  /** No renderer (none built, or development's failed to load): index.html, which the browser starts from. */
  const indexHtml = async (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml(
      request,
      reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding'),
      String(await shop.indexHtml()),
    );

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isPagePath(path) || !isNavigation(request, path))
      return notFound(request, reply);
    // The deadline counts from the navigation's arrival.
    const budget = renderTimeoutMs - reply.elapsedTime;
    // Vite's development page runs one inline script (React Refresh's preamble), which the
    // production policy forbids: in development the page goes without it.
    if (shop.development) reply.removeHeader('content-security-policy');

    const failed = (message: string) => (error: unknown) => {
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, message);
      return undefined;
    };
    const renderer = await shop.currentRenderer().catch(failed('the renderer did not load: served index.html'));
    if (!renderer) return indexHtml(request, reply);

    // The URL alone decides a public page, its language included (`/hi/...`); the session cookie
    // says how the answer may be cached (./headers.ts), and for whom a signed-in shopper's own page
    // is drawn (./private.ts).
    const cookies = cookiesOf(request.headers.cookie);
    const language = renderer.languageOf({ url: request.url });
    const sendFrame = async () => {
      const frame = await pages.frame(renderer, language).catch(failed('the frame failed: served index.html'));
      return frame ? sendPage(request, reply, frame.page, cookies, frame.copies) : indexHtml(request, reply);
    };
    // HEAD renders nothing, nor does a navigation whose client has already gone.
    if (request.method === 'HEAD' || request.raw.socket?.destroyed) return sendFrame();

    const { signal: deadline, clear } = deadlineOf(Math.max(1, Math.round(budget)));
    reply.raw.once('close', clear);
    const left = clientGone(request, reply);
    const signal = AbortSignal.any([deadline, left]);
    const { signedIn } = options;
    const session = signedIn && sessionFor(renderer, request.url, cookies);
    const input = {
      url: request.url,
      signal,
      callApi: boundedApi(signedIn && session ? signedInApi(signedIn, request) : api, signal, maxDataBytes),
    };
    const outcome = session
      ? await pages.own({ renderer, input: { ...input, session } })
      : await pages.page(request.url, { renderer, input });
    if ('page' in outcome) return sendPage(request, reply, outcome.page, cookies, outcome.copies);
    if ('busy' in outcome) request.log.warn(outcome.busy, 'server rendering busy: served the frame');
    else
      request.log.warn(
        { reason: reasonOf(outcome.failed, deadline, left) },
        'server rendering failed: served the frame',
      );
    return sendFrame();
  }

  // `/` is a page like any other, not the directory's index.html.
  app.get('/', answer);
  app.setNotFoundHandler(answer);
}
