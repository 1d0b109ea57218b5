/**
 * The shop itself, and the app's not-found handler:
 * - files from web/dist, as the brotli or gzip copies the build made beside them when the browser
 *   takes them (hashed /assets/ cached for a year, everything else revalidated);
 * - a browser's navigation to a screen (any path outside the API's, the dev tools', images' and docs') gets it rendered on the server,
 *   or the frame (index.html) when the server does not render that screen or could not in time;
 * - anything else that matches nothing gets a JSON 404 (so /dev/outbox is a 404 here: the shop
 *   server has no dev tools).
 *
 * A rendered page is public for a shopper without a session (a shared cache may keep it a minute,
 * and serve it stale while it asks again), and `private, no-store` with one: whatever a public page
 * cannot know (who is signed in, the cart) the browser draws after hydration.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join, sep } from 'node:path';
import { asksForHtml } from 'server-kit/accept';
import { clientGone } from './client-gone.js';
import type { PageRenderer } from './render.js';

export interface WebOptions {
  /** The built shop, served as files; none in development, where Vite serves the sources. */
  staticRoot: string | undefined;
  /** index.html: what a screen the server does not render gets. */
  frame: (url: string) => Promise<string | Buffer>;
  /** Renders a screen; without it every navigation gets the frame. */
  renderPage: PageRenderer | undefined;
  /** Paths under these never get a page. */
  serverPaths: readonly string[];
}

/** The shop's session cookie (web/src/lib/session.ts): a page asked with it is personal. */
const sessionCookie = 'token';

export const publicPageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400';

export async function webRoutes(app: FastifyInstance, { staticRoot, frame, renderPage, serverPaths }: WebOptions) {
  if (staticRoot)
    await app.register(fastifyStatic, {
      root: staticRoot,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed files under assets/: they never change, so cache them for good.
        const hashed = filePath.startsWith(join(staticRoot, 'assets') + sep);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

  const isServerPath = (path: string) => serverPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const navigation = (request.method === 'GET' || request.method === 'HEAD') && asksForHtml(request);
    if (!navigation || isServerPath(path)) return reply.code(404).send({ status: false, msg: 'Not found' });
    if (request.method === 'GET' && renderPage) {
      const outcome = await renderPage({
        url: request.url,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        signal: clientGone(request, reply),
      });
      if ('page' in outcome) {
        const personal = request.cookies[sessionCookie] !== undefined;
        return reply
          .code(outcome.page.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', personal ? 'private, no-store' : publicPageCacheControl)
          .header('vary', 'accept-language, cookie')
          .send(outcome.page.body);
      }
      request.pageNote = outcome.frame;
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await frame(request.url));
  }

  // `/` is a screen like any other, not the directory's index.html.
  app.get('/', answer);
  app.setNotFoundHandler(answer);
}
