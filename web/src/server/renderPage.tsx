/**
 * One page, rendered: React Router's static handler matches the URL, runs the matched routes'
 * loaders (which start the screen's RTK Query endpoints, app/serverRendering.ts) and loads their
 * lazy screens; the render waits for the data, draws the screen with React 19 and writes the
 * answers into the page as JSON for the browser to hydrate from (main.tsx).
 *
 * - A screen the routes do not mark `serverRendered`, or a guard's redirect, gets the layout's
 *   frame in the shopper's language (the browser draws the screen); a path no route matches gets a
 *   404 with the frame around the not-found words, or the route table's own `*` screen.
 * - The page is drawn signed out, whoever asks: what a page shared by every shopper cannot know
 *   (who is signed in, the cart count) the browser draws after hydration.
 * - Everything a render reads is its own: the store, the Lingui instance of its language, its API
 *   calls (./renderScope.ts). Renders run side by side.
 * - It throws when its data fails, when the signal aborts (deadline, client gone), or when the
 *   render itself fails: the caller (./shopPages.ts) answers the frame and logs why.
 */
import { QueryStatus } from '@reduxjs/toolkit/query';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { Writable } from 'node:stream';
import { ScreenLoading } from '../app/ScreenLoading';
import { Layout } from '../app/layout/Layout';
import { routes } from '../app/router';
import { routerContextFor, type RouteHandle } from '../app/serverRendering';
import { ShopRoot } from '../app/ShopRoot';
import { makeStore } from '../app/store';
import { answerServerCallsWith, serverRenderOrigin } from '../lib/api';
import { shopApi } from '../lib/api/shopApi';
import { languageCookie, requestLanguage } from '../lib/i18n/languagePreference';
import { sourceLanguage, type LanguageCode } from '../lib/i18n/languages';
import { pageState, serverStateElementId } from '../lib/serverState';
import { i18nFor } from './i18n';
import NotFoundPage from '../features/content/NotFoundPage';
import type { PageDocument } from './pageDocument';
import { renderScope } from './renderScope';

export interface PageRequest {
  /** Path and query, e.g. `/filter-product/abc?sort=price-asc`. */
  url: string;
  cookies: ReadonlyMap<string, string>;
  acceptLanguage: string | undefined;
  /** Answers the page's API calls (the server's, bounded: ./shopPages.ts). */
  callApi(call: Request): Promise<Response>;
  /** The page is no longer wanted: its deadline passed, or its client left. */
  signal: AbortSignal;
}

export type PageKind = 'page' | 'frame' | 'not-found';

export interface RenderedPage {
  status: number;
  language: LanguageCode;
  /** A screen with its data, the layout's frame around a screen the browser draws, or not found. */
  kind: PageKind;
  html: string;
  /** Whether every answer it was drawn from may be kept by a shared cache (none said private or no-store). */
  shareable: boolean;
}

// The shop's API client, built for the server, asks the render it runs in (./renderScope.ts).
answerServerCallsWith((input, init) => {
  const scope = renderScope.getStore();
  if (!scope) return Promise.reject(new Error('an API call outside any render'));
  return scope.callApi(input instanceof Request ? input : new Request(input, init));
});

const escapeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The screen's `<title>` (React 19 puts the ones screens render ahead of the page's markup). */
const titleElement = /<title(?:\s[^>]*)?>[\s\S]*?<\/title>/;

function withoutTitle(html: string): { title: string | undefined; rest: string } {
  const found = titleElement.exec(html);
  if (!found) return { title: undefined, rest: html };
  return { title: found[0], rest: html.slice(0, found.index) + html.slice(found.index + found[0].length) };
}

/** Renders `element` whole (every Suspense boundary resolved), or rejects when `signal` aborts first. */
function renderToHtml(element: ReactElement, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const fail = (error: unknown) => reject(error instanceof Error ? error : new Error(String(error)));
    const onAbort = () => {
      stream.abort(signal.reason);
      fail(signal.reason);
    };
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              signal.removeEventListener('abort', onAbort);
              resolve(Buffer.concat(chunks).toString('utf8'));
              done();
            },
          }),
        );
      },
      onShellError: fail,
      onError: fail,
    });
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Resolves with `work`, or rejects with `signal`'s reason when it aborts first. */
function until<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** An RTK Query error (`{ status, msg }`), an Error, or anything else, in a few words for the log. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'status' in error)
    return `${String(error.status)} ${'msg' in error ? String(error.msg) : ''}`.trim();
  return String(error);
}

const noCalls = () => Promise.reject(new Error('the layout made an API call'));

/** The layout around `screen`, signed out, in `language`, for no particular URL. */
async function renderLayoutAround(screen: ReactElement, language: LanguageCode): Promise<string> {
  const layoutRoutes: RouteObject[] = [{ element: <Layout />, children: [{ path: '*', element: screen }] }];
  const handler = createStaticHandler(layoutRoutes);
  const context = await handler.query(new Request(new URL('/', serverRenderOrigin)));
  if (context instanceof Response) throw new Error('the layout answered a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = await i18nFor(language);
  return renderScope.run({ i18n, callApi: noCalls }, () =>
    renderToString(
      <ShopRoot
        store={makeStore({ session: { user: null } })}
        i18n={i18n}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
    ),
  );
}

/**
 * The layout every screen shares (top bar, category bar, footer) around a spinner where the screen
 * will be, signed out, in `language`: the build writes the English one into index.html
 * (web/build/prerenderShell.ts), so a page served as index.html (a static host, the service
 * worker's copy) paints its frame before any script arrives; the server renders it in a shopper's
 * own language for a screen it does not render. The browser replaces it (main.tsx).
 */
export async function renderShell(language: LanguageCode = sourceLanguage): Promise<string> {
  return `<div id="root"><!--shell-->${await renderLayoutAround(<ScreenLoading />, language)}<!--/shell--></div>`;
}

/** Renders the pages of `routeTable` (the shop's, app/router.tsx; a test's own) into `document`. */
export function createPageRenderer(document: PageDocument, routeTable: RouteObject[] = routes) {
  const handler = createStaticHandler(routeTable);

  // Frames are the same for every shopper of a language: each is rendered once.
  const frames = new Map<string, Promise<string>>();
  const frameHtml = (kind: 'frame' | 'not-found', language: LanguageCode): Promise<string> => {
    const key = `${kind} ${language}`;
    let html = frames.get(key);
    if (!html) {
      html = (async () => {
        const inner = await renderLayoutAround(kind === 'frame' ? <ScreenLoading /> : <NotFoundPage />, language);
        const { title, rest } = withoutTitle(inner);
        return document.page({ language, title, modules: [], root: `<!--shell-->${rest}<!--/shell-->` });
      })();
      frames.set(key, html);
      html.catch(() => frames.delete(key));
    }
    return html;
  };

  /** The layout's frame in `language`: the page for a screen the browser draws, or past a failure. */
  async function frame(language: LanguageCode): Promise<RenderedPage> {
    return { status: 200, language, kind: 'frame', html: await frameHtml('frame', language), shareable: false };
  }

  async function notFound(language: LanguageCode): Promise<RenderedPage> {
    return { status: 404, language, kind: 'not-found', html: await frameHtml('not-found', language), shareable: true };
  }

  /** The language a request's page is in: the language cookie, else Accept-Language, else English. */
  function languageOf(request: Pick<PageRequest, 'cookies' | 'acceptLanguage'>): LanguageCode {
    return requestLanguage(request.cookies.get(languageCookie), request.acceptLanguage);
  }

  async function render(request: PageRequest): Promise<RenderedPage> {
    const { url, signal } = request;
    const language = languageOf(request);
    const i18n = await i18nFor(language);
    const store = makeStore({ session: { user: null } });
    const apiPaths: string[] = [];
    let shareable = true;
    const callApi = async (call: Request) => {
      const { pathname, search } = new URL(call.url);
      apiPaths.push(`${pathname}${search}`);
      const answer = await request.callApi(call);
      if (/\b(?:private|no-store)\b/i.test(answer.headers.get('cache-control') ?? '')) shareable = false;
      return answer;
    };

    return renderScope.run({ i18n, callApi }, async (): Promise<RenderedPage> => {
      const context = await handler.query(new Request(new URL(url, serverRenderOrigin), { signal }), {
        requestContext: routerContextFor(store),
      });
      // A guard's redirect: the browser follows it.
      if (context instanceof Response) return frame(language);
      if (context.errors) {
        const error: unknown = Object.values(context.errors)[0];
        if (isRouteErrorResponse(error) && error.status === 404) return notFound(language);
        throw error instanceof Error
          ? error
          : new Error(isRouteErrorResponse(error) ? error.statusText : describe(error));
      }
      const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
      const leaf = context.matches.at(-1);
      // The route table's own not-found screen, when it has one (a catch-all route).
      const catchAll = leaf?.route.path === '*';
      if (!leaf || (!handles.at(-1)?.serverRendered && !catchAll)) return frame(language);

      await until(Promise.all(store.dispatch(shopApi.util.getRunningQueriesThunk())), signal);
      const failed = Object.values(store.getState().api.queries).find(
        (query) => query?.status !== QueryStatus.fulfilled,
      );
      if (failed) throw new Error(`a data call failed: ${failed.endpointName} ${describe(failed.error)}`);

      const state = pageState(store.getState(), context.loaderData, apiPaths);
      const router = createStaticRouter(handler.dataRoutes, context);
      const drawn = await renderToHtml(
        <ShopRoot
          store={store}
          i18n={i18n}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />,
        signal,
      );
      const { title, rest } = withoutTitle(drawn);
      const html = document.page({
        language,
        title,
        modules: handles.flatMap((handle) => (handle.module ? [handle.module] : [])),
        root: rest,
        afterRoot: `<script type="application/json" id="${serverStateElementId}">${escapeJson(JSON.stringify(state))}</script>`,
      });
      return { status: catchAll ? 404 : 200, language, kind: 'page', html, shareable };
    });
  }

  return { render, frame, languageOf };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
