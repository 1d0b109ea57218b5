/**
 * Serves the built storefront (web/dist) and is the app's not-found handler:
 * - files from web/dist (hashed /assets/ cached for a year, everything else revalidated), as the
 *   brotli or gzip copies the build made beside them when the browser takes them;
 * - a browser navigating to a public screen gets it rendered on the server (./server-render.ts),
 *   personal to nobody but the cookies it sent (Cache-Control: private);
 * - a browser navigating to any other path that is not an API path, or to a screen the server
 *   could not render, gets index.html (SPA fallback), so every client route works on reload;
 * - without web/dist, that browser gets a short page saying to run `npm run build`;
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
import { loadServerRenderer } from './server-render.js';

export interface WebOptions {
  webDist: string;
  /** The server renderer's build (web/dist-server/entry-server.mjs), and how long its data may take. */
  serverRendering?: { entry: string; timeoutMs: number };
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
    const renderPage = serverRendering && (await loadServerRenderer(app, { webDist, ...serverRendering }));
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

    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      // The root answers "*/*" too (curl, a readiness loop); other paths keep JSON 404s for it.
      const html = path === '/' ? takesHtml(request) : asksForHtml(request);
      const navigation = (request.method === 'GET' || request.method === 'HEAD') && html;
      if (navigation && !isApiPath(path)) {
        const rendered = request.method === 'GET' && renderPage ? await renderPage(request) : undefined;
        if (rendered)
          return reply
            .code(rendered.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'private, no-cache')
            .header('vary', 'cookie, accept-language')
            .send(rendered.body);
        const index = await readFile(indexFile).catch(() => undefined);
        if (index) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
        return reply.code(404).type('text/html; charset=utf-8').send(notBuiltPage);
      }
      return reply.code(404).send(errorBody('status', messages.dev.notFound));
    };
    // `/` is a screen like any other, not the directory's index.html.
    app.get('/', answer);
    app.setNotFoundHandler(answer);
  },
  { name: 'web' },
);
