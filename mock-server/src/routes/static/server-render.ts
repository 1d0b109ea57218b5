/**
 * The storefront's server renderer (web/src/entry-server.tsx, built into web/dist-server), loaded
 * beside the built shop: a browser navigating to a public screen gets HTML that already holds the
 * page, so it paints before any script arrives. The renderer asks for its data through this very
 * server (`app.inject`, so mock, sandbox rules and the validating proxy all apply, as they would to
 * the browser's own call), with the navigation's Host and client address, so image URLs and limits
 * come out as for the browser.
 *
 * Never worse than the client-rendered page: when the renderer is missing, throws, or its data
 * fails or is slower than `timeoutMs`, the caller answers index.html, and the reason is logged once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

/** What web/src/entry-server.tsx exports (kept here by shape: the server does not import web/). */
interface RendererModule {
  createShopRenderer(options: {
    template: string;
    manifest: Record<string, unknown>;
    fetch: typeof globalThis.fetch;
  }): (request: {
    url: string;
    cookie?: string;
    acceptLanguage?: string;
    signal: AbortSignal;
  }) => Promise<{ status: number; language: string; body: Readable } | undefined>;
}

export interface RenderedHtml {
  status: number;
  body: Readable;
}

export type ServerRenderer = (request: FastifyRequest) => Promise<RenderedHtml | undefined>;

/** The headers of the navigation that an API call made for it carries on. */
const carriedHeaders = ['host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'user-agent'];

function headersOf(response: { headers: Record<string, string | string[] | number | undefined> }): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

export async function loadServerRenderer(
  app: FastifyInstance,
  { webDist, entry, timeoutMs }: { webDist: string; entry: string; timeoutMs: number },
): Promise<ServerRenderer | undefined> {
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  let module: RendererModule;
  let template: string;
  let manifest: Record<string, unknown>;
  try {
    [module, template, manifest] = await Promise.all([
      import(pathToFileURL(entry).href) as Promise<RendererModule>,
      readFile(join(webDist, 'index.html'), 'utf8'),
      readFile(manifestFile, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>),
    ]);
  } catch (error) {
    // A renderer that cannot load costs its speed, never the shop: every page is client-rendered.
    app.log.warn({ entry, reason: error instanceof Error ? error.message : String(error) }, 'server rendering is off');
    return undefined;
  }

  const navigation = new AsyncLocalStorage<FastifyRequest>();
  const fetchThroughApp: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const from = navigation.getStore();
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    for (const name of carriedHeaders) {
      const value = from?.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(from ? { remoteAddress: from.socket.remoteAddress ?? '127.0.0.1' } : {}),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: headersOf(answer) });
  };

  const render = module.createShopRenderer({ template, manifest, fetch: fetchThroughApp });
  return async (request) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      const page = await navigation.run(request, () =>
        render({
          url: request.url,
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
          signal: deadline,
        }),
      );
      return page && { status: page.status, body: page.body };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      request.log.warn({ reason }, 'server rendering failed: served the client-rendered page');
      return undefined;
    }
  };
}
