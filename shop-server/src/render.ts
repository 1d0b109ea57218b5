/**
 * The shop's server renderer (web/src/entry-server.tsx, built into web/dist-server) mounted on the
 * shop server. Its data comes from the catalogue cache, never straight from the upstream: a page
 * asks only for public catalogue reads (anything else is refused, so no personal answer can end up
 * in a page), and a cold or sleeping upstream costs a shopper at most `timeoutMs`: past it the
 * page falls back to the frame (index.html), with the reason on the request's log line, while the
 * cache goes on filling for the next shopper.
 *
 * The renderer is reached through this one adapter (pageRendererOver): the shape of the module it
 * loads is `RendererModule` below, so a change of the renderer's contract is a change here only.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { CatalogueCache } from './catalogue-cache.js';
import { isPublicRead } from './public-reads.js';

/** What web/src/entry-server.tsx exports (kept here by shape: the server does not import web/'s sources). */
export interface RendererModule {
  createShopRenderer(options: {
    template: string;
    manifest: Record<string, unknown>;
    fetch: typeof globalThis.fetch;
  }): (request: PageRequest) => Promise<{ status: number; language: string; body: Readable } | undefined>;
}

export interface PageRequest {
  /** Path and query. */
  url: string;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  signal: AbortSignal;
}

export type RenderOutcome =
  | { page: { status: number; body: Readable } }
  /** The frame is the answer: a screen the server does not render, or why rendering failed. */
  | { frame: string };

export type PageRenderer = (request: PageRequest) => Promise<RenderOutcome>;

/** The renderer's module and the page around it: from the build, or from Vite in development. */
export interface RendererSource {
  module: RendererModule;
  /** index.html, the page the renderer fills. */
  template: string;
  manifest: Record<string, unknown>;
}

/** The renderer's build beside web/dist (web/dist-server/entry-server.mjs), or why there is none. */
export async function builtRenderer(webDist: string, entry: string): Promise<RendererSource | { off: string }> {
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return { off: `no renderer build at ${entry}` };
  try {
    const [module, template, manifest] = await Promise.all([
      import(pathToFileURL(entry).href) as Promise<RendererModule>,
      readFile(join(webDist, 'index.html'), 'utf8'),
      readFile(manifestFile, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>),
    ]);
    return { module, template, manifest };
  } catch (error) {
    return { off: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Renders pages with the renderer `source` gives, its data from `catalogue`, within `timeoutMs`.
 * The renderer is made again only when the source changes (in development, an edit).
 */
export function pageRendererOver(
  source: () => Promise<RendererSource>,
  { catalogue, timeoutMs }: { catalogue: CatalogueCache; timeoutMs: number },
): PageRenderer {
  const fetchFromCatalogue: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const url = `${pathname}${search}`;
    if (!isPublicRead(request.method, url))
      throw new Error(`the page asked for ${request.method} ${pathname}, which is no public catalogue read`);
    const read = await catalogue.read(url, request.signal);
    if (read.source === 'failed') throw new Error(`the catalogue read ${pathname} failed: ${read.reason}`);
    return new Response(new Uint8Array(read.body), {
      status: read.status,
      headers: { 'content-type': read.contentType },
    });
  };

  let current: { from: RendererSource; render: ReturnType<RendererModule['createShopRenderer']> } | undefined;
  return async (request) => {
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    try {
      const from = await source();
      if (current?.from.module !== from.module || current.from.template !== from.template)
        current = {
          from,
          render: from.module.createShopRenderer({
            template: from.template,
            manifest: from.manifest,
            fetch: fetchFromCatalogue,
          }),
        };
      const page = await current.render({ ...request, signal });
      return page ? { page } : { frame: 'not a server-rendered screen' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { frame: request.signal.aborted ? 'the client left' : reason };
    }
  };
}
