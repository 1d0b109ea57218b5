/**
 * Serves the built storefront (web/dist) and is the app's not-found handler:
 * - files from web/dist (hashed /assets/ cached for a year, everything else revalidated), as the
 *   brotli or gzip copies the build made beside them when the browser takes them;
 * - a browser navigating to a path that is not an API path gets the shop's page from the renderer
 *   both servers mount (./server-render.ts): rendered on the server for a public screen, the
 *   layout's frame for the others, bounded in time, size and number (web/src/server/shopPages.ts);
 * - without the renderer's build, that browser gets index.html (SPA fallback), so every client
 *   route works on reload; without web/dist, a short page saying to run `npm run build`;
 * - anything else that matches no route gets a JSON 404.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { asksForHtml, takesHtml } from '../../http/accept.js';
import { errorBody } from '../../http/families.js';
import { messages } from '../../messages.js';
import { apiThroughApp, loadRenderer } from './server-render.js';

export interface WebOptions {
  webDist: string;
  /**
   * The server renderer's build (web/dist-server/entry-server.mjs), how long a page may take, and
   * how many render at once and wait (web/src/server/contract.d.ts).
   */
  serverRendering?: {
    entry: string;
    timeoutMs: number;
    maxConcurrentRenders?: number;
    maxQueuedRenders?: number;
    maxDataBytes?: number;
  };
  /** Path prefixes that never fall back to the SPA ('/product-api', '/docs', ...). */
  apiPrefixes: readonly string[];
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Storefront not built</title></head>
<body style="font: 16px/1.5 system-ui, sans-serif; max-width: 640px; margin: 48px auto; padding: 0 16px">
<h1>The storefront is not built yet</h1>
<p>The API is running, but there is no <code>web/dist</code> to serve. From the repository root run:</p>
<pre><code>npm run build</code></pre>
<p>then restart the server (or simply use <code>npm start</code>, which builds first).
Meanwhile the API documentation is at <a href="/docs">/docs</a> and the outbox at <a href="/dev/outbox">/dev/outbox</a>.</p>
</body></html>
`;

export const webPlugin = fp<WebOptions>(
  async (app, { webDist, apiPrefixes, serverRendering }) => {
    const indexFile = join(webDist, 'index.html');
    const renderer = serverRendering && (await loadRenderer(app, { webDist, entry: serverRendering.entry }));
    if (existsSync(indexFile)) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: true,
        index: false,
        decorateReply: false,
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Vite puts content-hashed files under assets/: they never change, so cache them for good.
          const hashed = filePath.startsWith(join(webDist, 'assets') + sep);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    const isApiPath = (path: string) => apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const jsonNotFound = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send(errorBody('status', messages.dev.notFound));
    // The root answers "*/*" too (curl, a readiness loop); other paths keep JSON 404s for it.
    const wantsPage = (request: FastifyRequest) =>
      (request.url.split('?')[0] ?? '/') === '/' ? takesHtml(request) : asksForHtml(request);

    if (renderer && serverRendering) {
      const { entry: _entry, ...bounds } = serverRendering;
      await app.register(renderer.shopPages, {
        webDist,
        api: apiThroughApp(app),
        isNavigation: wantsPage,
        isPagePath: (path) => !isApiPath(path),
        notFound: jsonNotFound,
        ...bounds,
      });
      return;
    }

    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const navigation = (request.method === 'GET' || request.method === 'HEAD') && wantsPage(request);
      if (navigation && !isApiPath(path)) {
        const index = await readFile(indexFile).catch(() => undefined);
        if (index) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
        return reply.code(404).type('text/html; charset=utf-8').send(notBuiltPage);
      }
      return jsonNotFound(request, reply);
    };
    // `/` is a screen like any other, not the directory's index.html.
    app.get('/', answer);
    app.setNotFoundHandler(answer);
  },
  { name: 'web' },
);
