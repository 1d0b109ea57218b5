/**
 * `npm run dev`: the shop from its sources, through Vite in middleware mode inside the shop server,
 * so a page is rendered on the server from the code being written and hydrated by the same code
 * with hot reload: a hydration mismatch shows while a screen is written, not first in CI.
 *
 * Vite answers first (the sources, hot reload, public files, and the API paths, which its config
 * proxies to the mock server); what it leaves goes to Fastify. Each navigation's page is rendered
 * by the renderer as it is now: Vite's SSR loader gives the module, and a new module (an edit) gets
 * a renderer of its own, once. No page is kept (web.ts), and pages go without the CSP (pages/route.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageRenderer, ShopRendererModule } from 'web/server/contract';
import type { ShopFiles } from './shop-files.js';

const rendererEntry = '/src/entry-server.tsx';

export async function devShop(webRoot: string, publicUrl: string): Promise<ShopFiles> {
  const { createServer: createVite } = await import('vite');
  const httpServer = createServer();
  const vite = await createVite({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });

  /** index.html as Vite serves it: its client, React Refresh's preamble, the entry's sources. */
  const indexHtml = async () => vite.transformIndexHtml('/', await readFile(join(webRoot, 'index.html'), 'utf8'));
  const load = async () => (await vite.ssrLoadModule(rendererEntry)) as ShopRendererModule;

  /** The renderer of the module as it is now, made once per version of it. */
  let current: { module: ShopRendererModule; renderer: PageRenderer } | undefined;
  const currentRenderer = async () => {
    const module = await load();
    if (current?.module !== module)
      current = { module, renderer: module.createPageRenderer({ template: await indexHtml(), publicUrl }) };
    return current.renderer;
  };

  // As at start, for what the server asks of it besides pages (search suggestions are off without a build).
  const renderer = await load().catch((error: unknown) => ({
    off: error instanceof Error ? error.message : String(error),
  }));

  return {
    renderer,
    currentRenderer,
    indexHtml,
    development: true,
    serverFactory: (handler) => {
      httpServer.on('request', (request: IncomingMessage, response: ServerResponse) =>
        vite.middlewares(request, response, () => handler(request, response)),
      );
      return httpServer;
    },
  };
}
