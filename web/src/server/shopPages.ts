/**
 * The shop's pages as a Fastify plugin, the one piece both servers mount (./contract.d.ts says
 * how): it answers `GET /` and is the server's not-found handler, so a browser's navigation to any
 * page path gets the page, rendered here when its screen is public (./renderPage.tsx), and every
 * other request goes to the server's `notFound`.
 *
 * Bounds, so that no request, whatever its URL, can hold the server:
 * - a page holds at most what its screen draws (a listing: one page of products, never the
 *   catalogue), and reads no API answer over `maxDataBytes`;
 * - `maxConcurrentRenders` render at once and `maxQueuedRenders` wait; past that a navigation gets
 *   the frame at once;
 * - one deadline, `timeoutMs` from the navigation's arrival, covers the wait for a turn, the data
 *   and the render itself; past it the frame;
 * - a client that leaves aborts its render and its API calls (the calls' `signal`).
 * The frame (the layout in the shopper's language, rendered once per language) is the answer to
 * any failure: never a 500, never a hang, one log line saying why.
 *
 * Caching: a public page for a shopper without a session cookie, drawn only from answers a shared
 * cache may keep, is `public, max-age=0, s-maxage, stale-while-revalidate` with no Set-Cookie;
 * with a session cookie `private, no-store`; a frame `no-cache`. Every page says which language it
 * is in (`Content-Language`) and varies on the two headers the language comes from (the `lang`
 * cookie, Accept-Language): a cache in front can key on the language alone.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCookieHeader } from '../lib/session';
import type { BuildManifest, PageNavigation, ShopPagesOptions, ShopRendererModule } from './contract';
import { pageDocument } from './pageDocument';
import { pageCache } from './pageCache';
import { createPageRenderer, type RenderedPage } from './renderPage';
import { renderSlots } from './renderSlots';

export const shopPagesDefaults = {
  timeoutMs: 2500,
  maxConcurrentRenders: 4,
  maxQueuedRenders: 64,
  maxDataBytes: 2 * 1024 * 1024,
  sharedCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 },
  sessionCookie: 'token',
  pageCache: false,
} as const;

/** A navigation names text/html in its Accept header ("*\/*" alone is none: curl, fetch). */
function namesHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.split(',').some((part) => {
    const [type = '', ...params] = part.trim().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    return type.trim().toLowerCase() === 'text/html' && (quality === undefined || Number(quality) > 0);
  });
}

async function documentOf(options: ShopPagesOptions): Promise<{ template: string; manifest?: BuildManifest }> {
  if (options.document) return options.document;
  if (!options.webDist) throw new Error('shopPages needs webDist or document');
  const [template, manifest] = await Promise.all([
    readFile(join(options.webDist, 'index.html'), 'utf8'),
    readFile(join(options.webDist, '.vite', 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as BuildManifest),
  ]);
  return { template, manifest };
}

/**
 * The answer with its body read, at most `maxBytes` of it (the body is dropped past that, and the
 * call fails): a page reads no answer larger than it can draw.
 */
async function withinBytes(answer: Response, maxBytes: number): Promise<Response> {
  const declared = Number(answer.headers.get('content-length') ?? Number.NaN);
  const tooLarge = () => new Error(`an API answer is larger than ${maxBytes} bytes`);
  if (declared > maxBytes) {
    await answer.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (answer.body) {
    const reader = answer.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const body = answer.status === 204 || answer.status === 304 ? null : Buffer.concat(chunks);
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}

/** The reason a render stopped, as the log line says it. */
function reasonOf(error: unknown, deadline: AbortSignal, left: AbortSignal): string {
  if (left.aborted) return 'the client left';
  if (deadline.aborted) return 'the page came too late';
  return error instanceof Error ? error.message : String(error);
}

async function shopPagesPlugin(app: FastifyInstance, options: ShopPagesOptions): Promise<void> {
  const settings = { ...shopPagesDefaults, ...options };
  const { timeoutMs, maxDataBytes, sharedCache, sessionCookie } = settings;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) throw new RangeError('timeoutMs must be a whole number from 1');
  const isNavigation = options.isNavigation ?? namesHtml;
  const isPagePath = options.isPagePath ?? (() => true);
  const notFound =
    options.notFound ??
    ((_request: FastifyRequest, reply: FastifyReply) => reply.code(404).type('text/plain').send('Not found'));

  const { template, manifest } = await documentOf(options);
  const renderer = createPageRenderer(pageDocument(template, manifest));
  const slots = renderSlots(settings.maxConcurrentRenders, settings.maxQueuedRenders);
  const pages = settings.pageCache ? pageCache(settings.pageCache) : undefined;

  const cacheControl = (page: RenderedPage, cookies: ReadonlyMap<string, string>): string => {
    if (page.kind === 'frame') return 'no-cache';
    if (cookies.has(sessionCookie)) return 'private, no-store';
    if (!page.shareable || !sharedCache) return 'private, no-cache';
    return `public, max-age=0, s-maxage=${sharedCache.maxAgeSeconds}, stale-while-revalidate=${sharedCache.staleWhileRevalidateSeconds}`;
  };

  const send = (reply: FastifyReply, page: RenderedPage, cookies: ReadonlyMap<string, string>) => {
    const policy = cacheControl(page, cookies);
    if (policy.startsWith('public')) reply.removeHeader('set-cookie');
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', policy)
      .header('content-language', page.language)
      .header('vary', 'Accept-Language, Cookie')
      .send(page.html);
  };

  // A navigation's addresses, taken as it arrives: a socket that has closed no longer tells its
  // peer, and a page's API calls never go out as anyone else (issue 38, 2).
  const arrivals = new WeakMap<FastifyRequest, { socketAddress?: string | undefined; clientAddress?: string }>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      const socketAddress = request.socket.remoteAddress;
      arrivals.set(request, socketAddress === undefined ? {} : { socketAddress, clientAddress: request.ip });
    }
    done();
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isNavigation(request) || !isPagePath(path))
      return notFound(request, reply);

    const { socketAddress, clientAddress } = arrivals.get(request) ?? {};
    const cookies = parseCookieHeader(request.headers.cookie);
    const language = renderer.languageOf({ cookies, acceptLanguage: request.headers['accept-language'] });
    const frame = () => renderer.frame(language);
    if (request.method === 'HEAD' || !socketAddress || !clientAddress || request.socket.destroyed)
      return send(reply, await frame(), cookies);

    const deadline = AbortSignal.timeout(timeoutMs);
    const leaving = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) leaving.abort(new Error('the client left'));
    };
    reply.raw.once('close', onClose);
    const signal = AbortSignal.any([deadline, leaving.signal]);
    const navigation: PageNavigation = { request, clientAddress, socketAddress };

    let release: (() => void) | undefined;
    const renderHere = async (): Promise<RenderedPage> => {
      release = await slots.take(signal);
      if (!release) {
        request.log.warn({ running: slots.running, waiting: slots.waiting }, 'server rendering busy: served the frame');
        return frame();
      }
      return renderer.render({
        url: request.url,
        cookies,
        acceptLanguage: request.headers['accept-language'],
        signal,
        callApi: async (call) => {
          const bounded = new Request(call, { signal: AbortSignal.any([call.signal, signal]) });
          return withinBytes(await options.api(bounded, navigation), maxDataBytes);
        },
      });
    };
    let page: RenderedPage;
    try {
      page = pages ? await pages.page(`${language} ${request.url}`, renderHere) : await renderHere();
    } catch (error) {
      request.log.warn(
        { reason: reasonOf(error, deadline, leaving.signal) },
        'server rendering failed: served the frame',
      );
      page = await frame();
    } finally {
      release?.();
      reply.raw.removeListener('close', onClose);
    }
    return send(reply, page, cookies);
  };

  // `/` is a page like any other, not the directory's index.html.
  app.get('/', answer);
  app.setNotFoundHandler(answer);
}

/** Registered as the server's own (not encapsulated): it sets the server's not-found handler. */
export const shopPages: ShopRendererModule['shopPages'] = Object.assign(shopPagesPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'shop-pages',
});
