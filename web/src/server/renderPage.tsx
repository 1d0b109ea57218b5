/**
 * One page, rendered: React Router's static handler matches the URL, runs the matched routes'
 * loaders (which start the screen's RTK Query endpoints, app/serverRendering.ts) and loads their
 * lazy screens; the render waits for the data, draws the screen with React 19 and writes the
 * answers into the page as JSON for the browser to hydrate from (main.tsx).
 *
 * - The page's language is its URL's (`/hi/...` Hindi, a root URL English: lib/i18n/languageUrls.ts),
 *   never a cookie or a header, so a cache may key a page on its URL alone; the routes run under the
 *   language's prefix, so the page's links stay in its language.
 * - A screen the routes do not mark `serverRendered`, or a guard's redirect, gets the layout's
 *   frame in the page's language (the browser draws the screen); a path no route matches gets a
 *   404 with the frame around the not-found words, or the route table's own `*` screen.
 * - A public page is drawn signed out, whoever asks: what a page shared by every shopper cannot
 *   know (who is signed in, the cart count) the browser draws after hydration. A screen of the
 *   signed-in shopper's own (the cart, checkout, orders, the account: `serverRendered: 'signed-in'`)
 *   is drawn for the shopper the navigation's session names, their data asked for with their token,
 *   and is never shareable; without a session it is the frame. The server knows neither the
 *   shopper's account (no call of the API answers whose a token is) nor what their device keeps (the
 *   quantities, the checkout's address): the page is drawn without them, and the browser draws it
 *   anew from its own session and device (`forShopper`, main.tsx), with the answers it came with.
 * - Everything a render reads is its own: the store, the Lingui instance of its language, its API
 *   calls (./renderScope.ts). Renders run side by side.
 * - It throws when its data fails, when the signal aborts (deadline, client gone), or when the
 *   render itself fails: the server (shop-server/src/pages) answers the frame and logs why. On a
 *   shopper's own page the API's 404 is no failure but an answer the screens say, as in the browser
 *   (`answeredFor`).
 * - Nothing here speaks HTTP: bounds, the deadline, caching, headers and compression are the
 *   server's (./contract.d.ts).
 */
import { QueryStatus } from '@reduxjs/toolkit/query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { text } from 'node:stream/consumers';
import { ScreenLoading } from '../app/ScreenLoading';
import { Layout } from '../app/layout/Layout';
import { routerBasename, routes } from '../app/router';
import { routerContextFor, type RouteHandle } from '../app/serverRendering';
import { ShopRoot } from '../app/ShopRoot';
import { makeStore } from '../app/store';
import { answerServerCallsWith, serverRenderOrigin } from '../lib/api';
import { apiFailureOf } from '../lib/api/failure';
import { shopApi } from '../lib/api/shopApi';
import type { User } from '../lib/api/types';
import { isLanguageCode, sourceLanguage, type LanguageCode } from '../lib/i18n/languages';
import { localizedPath, splitLanguage } from '../lib/i18n/languageUrls';
import { publicOriginOf } from '../lib/publicOrigin';
import { pageState, serverStateElementId } from '../lib/serverState';
import { i18nFor } from './i18n';
import NotFoundPage from '../features/content/NotFoundPage';
import type { PageRenderer, RenderedPage, RenderInput, ShopDocument } from './contract';
import { hoistedHead, pageDocument } from './pageDocument';
import { renderScope } from './renderScope';

export type { RenderedPage, RenderInput };

// The shop's API client, built for the server, asks the render it runs in (./renderScope.ts).
answerServerCallsWith(
  (input, init) => {
    const scope = renderScope.getStore();
    if (!scope) return Promise.reject(new Error('an API call outside any render'));
    return scope.callApi(input instanceof Request ? input : new Request(input, init));
  },
  () => renderScope.getStore()?.token,
);

/**
 * The shopper a page drawn for a session shows: signed in, their account unknown (the API has no
 * call that answers whose a token is; the browser keeps it on the device, lib/session.ts). Drawn
 * without a name ("My Account"); the browser shows theirs when it draws the page anew.
 */
const sessionShopper: User = { firstname: '', lastname: '', email: '', phone: '' };

/**
 * Whether the server draws the screen of `handle`: a public one always, one of the signed-in
 * shopper's own only for their session; any other is the browser's (the page is the frame).
 */
const drawsScreen = (handle: RouteHandle | undefined, forSession: boolean) =>
  handle?.serverRendered === true || (handle?.serverRendered === 'signed-in' && forSession);

/** Answers marked so are one shopper's, or not to be kept: a page drawn from them is not shareable. */
const isPrivateAnswer = (answer: Response) =>
  /\b(?:private|no-store)\b/i.test(answer.headers.get('cache-control') ?? '');

/**
 * Whether a query that did not succeed is still an answer the page is drawn with: on a shopper's own
 * page, the API's 404, which the screens say as the browser says it (an API without the order calls
 * takes no orders, entities/orders/ordersApi.ts; an order that is none of theirs). The browser's
 * store starts with it and asks again, as after any failure. No answer, a 5xx or a refusal is none.
 */
const answeredFor = (forShopper: boolean, query: { status: QueryStatus; error?: unknown }) =>
  forShopper && query.status === QueryStatus.rejected && apiFailureOf(query.error)?.status === 404;

const escapeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Renders `element` whole, every Suspense boundary resolved (React's own prerender), or rejects
 * when `signal` aborts first (React stops the render) or when anything in it fails, even an error a
 * Suspense boundary would have left to the browser: a page is served whole, or not at all.
 */
async function renderToHtml(element: ReactElement, signal: AbortSignal): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    onError(error) {
      failure ??= error;
    },
  });
  // An aborted prerender resolves with what it had (its prelude left unread): never a page.
  if (signal.aborted || failure !== undefined) throw asError(signal.aborted ? signal.reason : failure);
  return text(prelude);
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

/**
 * The layout around `screen`, signed out, in `language`, for no particular URL: drawn at the
 * language's home page, so that its links stay in the language.
 */
async function renderLayoutAround(
  screen: ReactElement,
  language: LanguageCode,
  publicOrigin?: string,
): Promise<string> {
  const layoutRoutes: RouteObject[] = [{ element: <Layout />, children: [{ path: '*', element: screen }] }];
  const basename = routerBasename(language);
  const handler = createStaticHandler(layoutRoutes, { basename });
  const context = await handler.query(new Request(new URL(basename, serverRenderOrigin)));
  if (context instanceof Response) throw new Error('the layout answered a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = await i18nFor(language);
  return renderScope.run({ i18n, callApi: noCalls }, () =>
    renderToString(
      <ShopRoot
        store={makeStore({ session: { user: null } })}
        i18n={i18n}
        publicOrigin={publicOrigin}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
    ),
  );
}

/**
 * The loading frame of a screen only the browser draws: search engines leave it out (the screens the
 * server does not render are one shopper's: the cart, the account, sign-in, checkout).
 */
function PersonalScreenLoading() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <ScreenLoading />
    </>
  );
}

/** A language of the shop's, or English. */
const shopLanguage = (language: string | undefined): LanguageCode =>
  isLanguageCode(language) ? language : sourceLanguage;

/**
 * The frame: the layout every screen shares (top bar, category bar, footer) around a spinner where
 * the screen will be, signed out, in `language`, as the root element. The build writes the English
 * one into index.html (web/build/prerenderFrame.ts), so a page served as index.html (a static host,
 * the service worker's copy) paints its frame before any script arrives (a page of another language
 * served so shows none of it: main.tsx); the server renders it in the page's language for a screen
 * it does not render. The browser replaces it (main.tsx).
 */
export async function renderFrame(language?: string): Promise<string> {
  // index.html has a title of its own: of the frame's head only its pictures' preloads come along.
  const { head, rest } = hoistedHead(await renderLayoutAround(<ScreenLoading />, shopLanguage(language)));
  const preloads = head.filter((element) => element.startsWith('<link')).join('');
  return `<div id="root"><!--frame-->${preloads}${rest}<!--/frame--></div>`;
}

/**
 * Renders the pages of `routeTable` (the shop's, app/router.tsx; a test's own) into the document
 * (./pageDocument.ts): the renderer's module API (./contract.d.ts, `createPageRenderer`).
 */
export function createPageRenderer(
  { template, manifest, publicUrl }: ShopDocument,
  routeTable: RouteObject[] = routes,
) {
  const document = pageDocument(template, manifest);
  // What the pages' absolute URLs start with (canonical, alternates, previews, structured data).
  const publicOrigin = publicOriginOf(publicUrl);
  // One handler per language, each under the language's prefix (app/router.tsx, routerBasename):
  // its links and redirects stay in the language, as in the browser.
  const handlers = new Map<LanguageCode, ReturnType<typeof createStaticHandler>>();
  const handlerFor = (language: LanguageCode) => {
    let handler = handlers.get(language);
    if (!handler) {
      handler = createStaticHandler(routeTable, { basename: routerBasename(language) });
      handlers.set(language, handler);
    }
    return handler;
  };

  // Frames are the same for every shopper of a language: each is rendered once.
  const frames = new Map<string, Promise<string>>();
  const frameHtml = (kind: 'frame' | 'personal' | 'not-found', language: LanguageCode): Promise<string> => {
    const key = `${kind} ${language}`;
    let html = frames.get(key);
    if (!html) {
      html = (async () => {
        const screen = { frame: <ScreenLoading />, personal: <PersonalScreenLoading />, 'not-found': <NotFoundPage /> };
        const inner = await renderLayoutAround(screen[kind], language, publicOrigin);
        const { head, rest } = hoistedHead(inner);
        return document.page({ language, head, modules: [], root: `<!--frame-->${rest}<!--/frame-->` });
      })();
      frames.set(key, html);
      html.catch(() => frames.delete(key));
    }
    return html;
  };

  /** The layout's frame in `language`: the page for a screen the browser draws, or past a failure. */
  async function frame(language: string): Promise<RenderedPage> {
    const code = shopLanguage(language);
    return { status: 200, language: code, kind: 'frame', html: await frameHtml('frame', code), shareable: false };
  }

  /** The frame of a screen only the browser draws (the cart, the account, sign-in, checkout): not for search engines. */
  async function personalFrame(language: LanguageCode): Promise<RenderedPage> {
    return { status: 200, language, kind: 'frame', html: await frameHtml('personal', language), shareable: false };
  }

  async function notFound(language: LanguageCode): Promise<RenderedPage> {
    return { status: 404, language, kind: 'not-found', html: await frameHtml('not-found', language), shareable: true };
  }

  /** The language a request's page is in: its URL's (`/hi/...` Hindi, a root URL English), and nothing else. */
  function languageOf({ url }: Pick<RenderInput, 'url'>): LanguageCode {
    return splitLanguage(url).language;
  }

  /** Whether the screen at `url` is the signed-in shopper's own (app/router.tsx, `signedInScreen`). */
  function isSignedInPath({ url }: Pick<RenderInput, 'url'>): boolean {
    const leaf = matchRoutes(routeTable, splitLanguage(url).path)?.at(-1);
    return (leaf?.route.handle as RouteHandle | undefined)?.serverRendered === 'signed-in';
  }

  async function render(request: RenderInput): Promise<RenderedPage> {
    const { url, signal } = request;
    const { language, path } = splitLanguage(url);
    const handler = handlerFor(language);
    const i18n = await i18nFor(language);
    // A public page is drawn signed out whatever the session: it may be kept and handed to anyone.
    const token = request.session?.token && isSignedInPath({ url }) ? request.session.token : undefined;
    const forShopper = token !== undefined;
    const store = makeStore({ session: { user: forShopper ? sessionShopper : null } });
    const apiPaths: string[] = [];
    let shareable = !forShopper;
    const callApi = async (call: Request) => {
      const { pathname, search } = new URL(call.url);
      const answer = await request.callApi(call);
      if (isPrivateAnswer(answer)) shareable = false;
      // The service worker is handed the paths of public answers only (app/pwa/warmRuntimeCache.ts).
      else apiPaths.push(`${pathname}${search}`);
      return answer;
    };

    return renderScope.run({ i18n, callApi, token }, async (): Promise<RenderedPage> => {
      // `/hi` is drawn as `/hi/`, the page the router's basename names (main.tsx moves the address).
      const at = new URL(localizedPath(path, language), serverRenderOrigin);
      const context = await handler.query(new Request(at, { signal }), {
        requestContext: routerContextFor(store),
      });
      // A guard's redirect: the browser follows it.
      if (context instanceof Response) return personalFrame(language);
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
      if (!leaf || (!drawsScreen(handles.at(-1), forShopper) && !catchAll)) return personalFrame(language);

      await until(Promise.all(store.dispatch(shopApi.util.getRunningQueriesThunk())), signal);
      const failed = Object.values(store.getState().api.queries).find(
        (query) => query && query.status !== QueryStatus.fulfilled && !answeredFor(forShopper, query),
      );
      if (failed) throw new Error(`a data call failed: ${failed.endpointName} ${describe(failed.error)}`);

      const state = pageState(store.getState(), context.loaderData, apiPaths, forShopper);
      const router = createStaticRouter(handler.dataRoutes, context);
      const drawn = await renderToHtml(
        <ShopRoot
          store={store}
          i18n={i18n}
          publicOrigin={publicOrigin}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />,
        signal,
      );
      const { head, rest } = hoistedHead(drawn);
      const html = document.page({
        language,
        head,
        modules: handles.flatMap((handle) => (handle.module ? [handle.module] : [])),
        root: rest,
        afterRoot: `<script type="application/json" id="${serverStateElementId}">${escapeJson(JSON.stringify(state))}</script>`,
      });
      return { status: catchAll ? 404 : 200, language, kind: 'page', html, shareable };
    });
  }

  return { render, frame, languageOf, isSignedInPath } satisfies PageRenderer;
}
