/**
 * The shop rendered on the server: the mock server (mock-server/src/routes/static/ssr.ts) loads
 * this module's build (`web/dist-server/entry-server.mjs`) and answers a browser's navigation to a
 * public screen with the whole page in its HTML: header, category bar, the products and their
 * prices, so a slow network paints it before any script arrives, and a browser without JavaScript
 * can still browse. The browser then hydrates it (main.tsx) from the data written into the page.
 *
 * - React Router's static handler matches the URL and loads the matched screens' modules; a screen
 *   the routes do not mark `serverRendered` (app/serverRendering.ts), a guard's redirect or an
 *   unknown path gets no HTML from here (the server answers the client-rendered page), and so does
 *   a page whose data fails or comes too late (then it throws, and the server logs why).
 * - The screen's data is requested through RTK Query, exactly as the browser would, and the
 *   answers go into the page as JSON (a `<script type="application/json">`, which the
 *   Content-Security-Policy allows, as no script runs from it).
 * - Texts are Lingui's one global `i18n`: renders take turns, each in its shopper's language (the
 *   language cookie, else Accept-Language), so two languages never mix in one page.
 */
import { QueryStatus } from '@reduxjs/toolkit/query';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, Writable, type Readable } from 'node:stream';
import type { RouteHandle } from './app/serverRendering';
import { routes } from './app/router';
import { Layout } from './app/layout/Layout';
import { Alert } from './components/Alert/Alert';
import { ShopRoot } from './app/ShopRoot';
import { makeStore } from './app/store';
import { answerServerCallsWith, serverRenderOrigin } from './lib/api';
import { shopApi } from './lib/api/shopApi';
import { activateLanguage } from './lib/i18n/i18n';
import { languageCookie, requestLanguage } from './lib/i18n/languagePreference';
import { sourceLanguage, type LanguageCode } from './lib/i18n/languages';
import { parseCookieHeader, parseStoredUser } from './lib/session';
import { initialSessionState } from './entities/session/sessionSlice';
import { pageState, serverStateElementId, type PageState } from './lib/serverState';

/** One chunk of the build manifest (`web/dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface ShopRendererOptions {
  /** The client build's `index.html`: the page around the rendered screen. */
  template: string;
  manifest: Record<string, ManifestChunk>;
  /** Answers the renderer's API calls (the serving process's own handler). */
  fetch: typeof globalThis.fetch;
}

export interface PageRequest {
  /** Path and query, e.g. `/filter-product/abc?sort=price-asc`. */
  url: string;
  cookie?: string;
  acceptLanguage?: string;
  /** Gives up on the data when aborted: the server then answers the client-rendered page. */
  signal: AbortSignal;
}

export interface RenderedPage {
  status: number;
  language: string;
  /** The whole document, streamed. */
  body: Readable;
}

const escapeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The build files of `keys` and of every chunk they import, styles and scripts apart. */
function filesOf(manifest: Record<string, ManifestChunk>, keys: string[]) {
  const css = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { css, scripts };
}

/**
 * What a rendered page links, from the build manifest, read once: the entry's files are known at
 * start-up, so a page only walks its own screens' chunks.
 */
function pageLinks(manifest: Record<string, ManifestChunk>) {
  const entryKey = Object.keys(manifest).find((key) => (manifest[key] as { isEntry?: boolean }).isEntry) ?? '';
  const entryFile = manifest[entryKey]?.file ?? '';
  const entry = filesOf(manifest, [entryKey]);
  return {
    /** The screens' own stylesheets (index.html links the entry's): the page paints styled. */
    stylesheets(modules: string[]): string {
      return [...filesOf(manifest, modules).css]
        .filter((file) => !entry.css.has(file))
        .map((file) => `<link rel="stylesheet" href="/${file}">`)
        .join('');
    },
    /**
     * /start-shop.js (web/public), naming the entry and every chunk it and the screens need, and in
     * a language other than English that language's files (lib/i18n/languageFiles.ts and its
     * catalogue), which the shop waits for before it starts: it asks for them all at once when the
     * page has painted, since the server's HTML is the page, so on a slow network its styles and
     * pictures come first and the script after.
     */
    starter(modules: string[], language: LanguageCode): string {
      const languageFiles =
        language === sourceLanguage ? [] : ['src/lib/i18n/languageFiles.ts', `src/locales/${language}/messages.po`];
      const scripts = new Set([...entry.scripts, ...filesOf(manifest, [...modules, ...languageFiles]).scripts]);
      scripts.delete(entryFile);
      const preload = [...scripts].map((file) => `/${file}`).join(' ');
      return `<script defer src="/start-shop.js" data-entry="/${entryFile}" data-preload="${preload}"></script>`;
    },
  };
}

/** index.html's root element: empty, or holding the layout's shell between two markers. */
const rootElement = /<div id="root">(?:<!--shell-->[\s\S]*?<!--\/shell-->)?<\/div>/;

/**
 * The layout every screen shares (top bar, category bar, footer) around a spinner where the screen
 * will be, signed out, in `language`: the build writes the English one into index.html
 * (web/build/prerenderShell.ts), so a page served as index.html (a static host, the service
 * worker's copy) paints its frame before any script arrives; the server renders it in a shopper's
 * own language for a screen it does not render. The browser replaces it (main.tsx).
 */
export async function renderShell(language: LanguageCode = sourceLanguage): Promise<string> {
  const shellRoutes = [{ element: <Layout />, children: [{ path: '*', element: <Alert tone="loading" /> }] }];
  const handler = createStaticHandler(shellRoutes);
  const context = await handler.query(new Request(new URL('/', serverRenderOrigin)));
  if (context instanceof Response) throw new Error('the shell route answered a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await inTurn(async () => {
    await activateLanguage(language);
    return renderToString(
      <ShopRoot
        store={makeStore()}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
    );
  });
  return `<div id="root"><!--shell-->${html}<!--/shell--></div>`;
}

/** Renders take turns: Lingui's `i18n` is one for the process, and each render sets its language. */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const mine = turn.then(work, work);
  turn = mine.catch(() => undefined);
  return mine;
}

export function createShopRenderer({ template, manifest, fetch }: ShopRendererOptions) {
  // The API paths each page's data came from, for the browser's offline copy (lib/serverState.ts).
  const calledFor = new AsyncLocalStorage<string[]>();
  answerServerCallsWith((input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname, search } = new URL(request.url);
    calledFor.getStore()?.push(`${pathname}${search}`);
    return fetch(request);
  });
  const handler = createStaticHandler(routes);
  // The build's index.html holds the layout's shell (renderShell) in its root: a rendered page has its own.
  const root = rootElement.exec(template);
  if (!root || !template.includes('</head>')) throw new Error('index.html has no <div id="root">');
  const at = root.index;
  const links = pageLinks(manifest);
  // index.html's own script and module preloads give way to the starter (links.starter).
  const head = template
    .slice(0, at)
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const tail = template.slice(at + root[0].length);
  const inLanguage = (language: string) => head.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  // A screen the server does not render (personal ones, unknown paths) is index.html, whose shell is
  // English: in another language it gets the shell in that language, made once per language.
  const shells = new Map<LanguageCode, Promise<string>>();
  const shellPage = (language: LanguageCode): RenderedPage | undefined => {
    if (language === sourceLanguage) return undefined;
    if (!shells.has(language)) shells.set(language, renderShell(language));
    const body = new PassThrough();
    void shells.get(language)?.then(
      (shell) =>
        body.end(`${inLanguage(language).replace('</head>', `${links.starter([], language)}</head>`)}${shell}${tail}`),
      (error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return { status: 200, language, body };
  };

  /**
   * The page at `url`, or undefined for a screen the server does not render (the client-rendered
   * page is the answer). Throws when its data fails or comes too late.
   */
  return async function renderPage({
    url,
    cookie,
    acceptLanguage,
    signal,
  }: PageRequest): Promise<RenderedPage | undefined> {
    const cookies = parseCookieHeader(cookie);
    const language = requestLanguage(cookies.get(languageCookie), acceptLanguage);
    const request = new Request(new URL(url, serverRenderOrigin), { signal });
    const context = await handler.query(request);
    // A guard's redirect, an unknown path, a screen rendered in the browser only.
    if (context instanceof Response || context.errors) return shellPage(language);
    const leaf = context.matches.at(-1);
    const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
    if (!leaf || !handles.at(-1)?.serverRendered) return shellPage(language);

    const store = makeStore({
      session: initialSessionState(cookies.get('token'), parseStoredUser(cookies.get('user'))),
    });
    const apiPaths: string[] = [];
    const running = calledFor.run(apiPaths, () => {
      for (const [i, match] of context.matches.entries()) handles[i]?.serverData?.(store.dispatch, match.params);
      return Promise.all(store.dispatch(shopApi.util.getRunningQueriesThunk()));
    });
    await new Promise<void>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('the data came too late')), { once: true });
      running.then(() => resolve(), reject);
    });
    const fetched = store.getState().api.queries;
    if (Object.values(fetched).some((query) => query?.status !== QueryStatus.fulfilled))
      throw new Error('a data call failed');
    const search = new URL(request.url).searchParams;
    for (const [i, match] of context.matches.entries())
      await handles[i]?.serverSlim?.(store.dispatch, match.params, search);
    const slimmed = store.getState().api.queries;
    const staleQueries = Object.keys(fetched).filter((key) => slimmed[key]?.data !== fetched[key]?.data);

    const state: PageState = pageState(store.getState(), context.loaderData, apiPaths, staleQueries);
    const router = createStaticRouter(handler.dataRoutes, context);
    const modules = handles.flatMap((handle) => (handle.module ? [handle.module] : []));

    const before = inLanguage(language).replace(
      '</head>',
      `${links.starter(modules, language)}${links.stylesheets(modules)}</head>`,
    );
    const stateScript = `<script type="application/json" id="${serverStateElementId}">${escapeJson(JSON.stringify(state))}</script>`;
    const after = `</div>${stateScript}${tail}`;

    const document = new PassThrough();
    await inTurn(async () => {
      await activateLanguage(language);
      await new Promise<void>((resolve, reject) => {
        const stream = renderToPipeableStream(
          <ShopRoot
            store={store}
            router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
          />,
          {
            onAllReady() {
              document.write(`${before}<div id="root">`);
              stream.pipe(
                new Writable({
                  write(chunk, _encoding, done) {
                    document.write(chunk, done);
                  },
                  final(done) {
                    document.end(after);
                    done();
                  },
                }),
              );
              resolve();
            },
            onShellError: reject,
            onError(error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          },
        );
        signal.addEventListener('abort', () => stream.abort(), { once: true });
      });
    });
    return { status: 200, language, body: document };
  };
}
