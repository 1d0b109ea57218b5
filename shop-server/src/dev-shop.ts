/**
 * `npm run dev`: the shop from its sources, through Vite in middleware mode inside the shop server,
 * so a page is rendered on the server from the code being written and hydrated by the same code
 * with hot reload: a hydration mismatch shows while a screen is written, not first in CI.
 *
 * Vite answers first (the sources, hot reload, public files, and the API paths, which its config
 * proxies to the mock server); what it leaves goes to Fastify. The renderer is loaded through
 * Vite's SSR loader for each navigation, and mounted again (on an inner Fastify instance) whenever
 * an edit gave a new one, so the server never renders yesterday's code.
 */
import fastifyAccepts from '@fastify/accepts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShopPagesOptions, ShopRendererModule } from '../../web/src/server/contract.js';
import type { ShopFiles } from './shop-files.js';

const rendererEntry = '/src/entry-server.tsx';
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

export async function devShop(webRoot: string): Promise<ShopFiles> {
  const { createServer: createVite } = await import('vite');
  const httpServer = createServer();
  const vite = await createVite({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });

  /** Mounts the renderer as it is now on an inner instance, once per version of it. */
  let mounted: { module: ShopRendererModule; app: FastifyInstance } | undefined;
  const currentPages = async (options: ShopPagesOptions): Promise<FastifyInstance> => {
    const module = (await vite.ssrLoadModule(rendererEntry)) as ShopRendererModule;
    if (mounted?.module === module) return mounted.app;
    const template = await vite.transformIndexHtml('/', await readFile(join(webRoot, 'index.html'), 'utf8'));
    const app = Fastify({ trustProxy: true });
    await app.register(fastifyAccepts); // for `isNavigation`, as on the outer server
    await app.register(module.shopPages, {
      ...options,
      webDist: undefined,
      document: { template },
      // A page edited a moment ago is rendered from the new code, never handed out from before.
      pageCache: false,
    });
    await app.ready();
    void mounted?.app.close();
    mounted = { module, app };
    return app;
  };

  /** The renderer's plugin shape, answering each navigation with the renderer as it is now. */
  const shopPages = async (app: FastifyInstance, options: ShopPagesOptions) => {
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const pages = await currentPages(options);
      const answered = await pages.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.ip },
        remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
      });
      for (const [name, value] of Object.entries(answered.headers))
        if (value !== undefined && !hopByHop.has(name)) reply.header(name, value);
      // Vite's development page runs one inline script (React Refresh's preamble), which the
      // production policy forbids: in development the page goes without it.
      reply.removeHeader('content-security-policy');
      return reply.code(answered.statusCode).send(answered.rawPayload);
    };
    app.get('/', answer);
    app.setNotFoundHandler(answer);
  };
  Object.assign(shopPages, { [Symbol.for('skip-override')]: true });

  return {
    document: {},
    renderer: { shopPages, renderShell: () => Promise.resolve('') },
    frame: '',
    serverFactory: (handler) => {
      httpServer.on('request', (request: IncomingMessage, response: ServerResponse) =>
        vite.middlewares(request, response, () => handler(request, response)),
      );
      return httpServer;
    },
  };
}
