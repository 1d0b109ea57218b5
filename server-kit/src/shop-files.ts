/**
 * The built shop as a server serves it: its files (web/dist), and its server renderer's build
 * (web/dist-server/entry-server.mjs beside it), loaded once. One static-files plugin and one
 * renderer loader, whichever server mounts the shop.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * web/dist's files, as the brotli or gzip copies the build made beside them when the browser takes
 * them: content-hashed files under assets/ cached for a year, everything else revalidated. `/` and
 * other paths without a file are left to the server's own routes (no directory index), and so is
 * any dot-file or anything under a dot-directory (`.vite/manifest.json`, the build's map of its
 * sources): the build's bookkeeping, not the shop.
 */
export async function shopFilesPlugin(app: FastifyInstance, { root }: { root: string }) {
  // Each file is a route of its own: marked, so that a series labels them all as one (`/assets/*`).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, shopFile: true };
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // A route for each file found at start (the build does not change while it is served): a path
    // with no file goes straight to the server's own routes, instead of three failed stats and a
    // directory read for its spelling on every page's navigation (a fifth of a kept page's CPU).
    wildcard: false,
    index: false,
    preCompressed: true,
    // @fastify/static allows them by default; 'ignore' answers as if there were no such file.
    dotfiles: 'ignore',
    setHeaders(reply, filePath) {
      // Vite puts content-hashed files under assets/: they never change, so cache them for good.
      const hashed = filePath.startsWith(join(root, 'assets') + sep);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route serves one of web/dist's files (shopFilesPlugin). */
    shopFile?: boolean;
  }
}

/** Where the renderer's build is: web/dist-server, beside web/dist. */
export const rendererEntryOf = (webDist: string) => join(webDist, '..', 'dist-server', 'entry-server.mjs');

/** The page around every screen (index.html) and the client build's manifest. */
export async function readShopDocument(webDist: string): Promise<{ template: string; manifest: unknown }> {
  const [template, manifest] = await Promise.all([
    readFile(join(webDist, 'index.html'), 'utf8'),
    readFile(join(webDist, '.vite', 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as unknown),
  ]);
  return { template, manifest };
}

/**
 * The renderer's build beside `webDist`, if it exports `required`, or why there is none (a server
 * then serves every screen client-rendered: a renderer that cannot load costs speed, never the shop).
 */
export async function loadRenderer<Module>(webDist: string, required: string): Promise<Module | { off: string }> {
  const entry = rendererEntryOf(webDist);
  if (!existsSync(entry) || !existsSync(join(webDist, '.vite', 'manifest.json')))
    return { off: `no renderer build at ${entry}` };
  try {
    const module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
    if (typeof module[required] !== 'function') return { off: `${entry} exports no ${required}` };
    return module as Module;
  } catch (error) {
    return { off: error instanceof Error ? error.message : String(error) };
  }
}
