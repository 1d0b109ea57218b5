/**
 * The contract between a server and the shop's renderer, written once. The renderer
 * (web/src/entry-server.tsx, built by `npm run build -w web` into the one self-contained module
 * web/dist-server/entry-server.mjs) implements it; the shop server (shop-server/src/pages/) loads it
 * and serves its pages, typed by this file, which web/package.json exports as `web/server/contract`.
 * It is a declaration file so that a server's own build reads it without compiling the shop (a
 * type-only import; the renderer's code is loaded at run time from the build, which may be missing).
 *
 * The renderer renders, and nothing more: no HTTP, no bounds, no cache, no headers. A server:
 *
 *   const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as ShopRendererModule;
 *   const renderer = createPageRenderer({ template, manifest, publicUrl }); // web/dist/index.html, .vite/manifest.json, PUBLIC_URL
 *   const language = renderer.languageOf({ url });
 *   const page = await renderer.render({ url, callApi, signal }); // + `session` for a signed-in screen
 *   // ...or, for a render that threw (its data failed, it came too late, its client left):
 *   const frame = await renderer.frame(language);
 *
 * What the server gives a render is its URL, where its data comes from (`callApi`), when to stop
 * (`signal`) and, for a shopper who is signed in, their session (`session`), and nothing else: no
 * shared state, so replicas share nothing. The URL alone decides a public page, its language
 * included (English at the root, every other language under its code: `/hi/...`), so a cache keys a
 * public page on its URL alone; no cookie or Accept-Language changes it. A session changes only the
 * signed-in shopper's own screens (the cart, checkout, orders, the account): those come back
 * `shareable: false`, and a server keeps none of them (decision 022, amended 2026-11-30). What it
 * gets back is the page (its status, kind, language, whether a shared cache may keep it, and its
 * HTML); the answer around it (bounds on work at once, the deadline, caching, headers, compression)
 * is the server's.
 */

/** One chunk of the client build's manifest (web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The HTML document around every page: the client build's index.html (its root element empty, or
 * holding the frame) and its manifest, which names each screen's files. Without a manifest (a
 * development server: Vite's transformed index.html) the template's own scripts stay as they are.
 */
export interface ShopDocument {
  template: string;
  manifest?: BuildManifest | undefined;
  /**
   * The shop's public address (the shop server's PUBLIC_URL, e.g. `https://shop.example`): what the
   * absolute URLs a page carries start with, its canonical URL, its `hreflang` alternates, its social
   * previews (`og:url`, `og:image`) and its structured data. Only its origin counts (scheme, host,
   * port); not an http(s) URL, `createPageRenderer` throws. Configuration, validated by its caller
   * (shop-server/src/config.ts), never the request's Host: a page is the same whoever asks.
   */
  publicUrl: string;
}

/**
 * Answers one of a render's API calls (`GET /product-api/...`, an absolute URL on a made-up origin:
 * only its path and query count). `call.signal` aborts when the page is no longer wanted (its
 * deadline passed, its client left): the server should stop the call then. The answer's
 * `Cache-Control` counts: a page drawn from an answer marked `private` or `no-store` is not shareable.
 */
export type ShopApi = (call: Request) => Promise<Response>;

/** What one render is given. */
export interface RenderInput {
  /** Path and query, e.g. `/filter-product/abc?sort=price-asc`, `/hi/filter-product/abc`: its language's prefix says the page's language. */
  url: string;
  /** Where the page's data comes from. */
  callApi: ShopApi;
  /** The page is no longer wanted (its deadline passed, its client left): the render stops and throws. */
  signal: AbortSignal;
  /**
   * The shopper's session, when the navigation carries one: the `token` cookie's value, decoded as
   * js-cookie writes it. Only a screen for the signed-in shopper (`isSignedInPath`) is drawn with it:
   * its data is asked for through `callApi` with `Authorization: Bearer <token>`, as the browser asks,
   * and the page is not shareable. A public page is drawn signed out whatever the session. The token
   * is never written into the page.
   */
  session?: { token: string } | undefined;
}

/** A screen with its data, the layout's frame around a screen the browser draws, or not found. */
export type PageKind = 'page' | 'frame' | 'not-found';

export interface RenderedPage {
  /** 200, or 404 for a path no screen answers. */
  status: number;
  /** The page's language (en, hi, mr, bn, ta or te): its `<html lang>`, and the answer's Content-Language. */
  language: string;
  kind: PageKind;
  /** The whole document. */
  html: string;
  /**
   * Whether every answer it was drawn from may be kept by a shared cache (none said private or
   * no-store), and it was drawn signed out. A public page is drawn signed out whoever asks, so a
   * shareable page may be handed to any shopper who asks for its URL; a page drawn with a session,
   * and a frame, never are.
   */
  shareable: boolean;
}

/** The pages of one document, rendered (./renderPage.tsx). */
export interface PageRenderer {
  /**
   * The page at `input.url`: a public screen with its data; the frame for a screen the browser
   * draws (or a guard's redirect); a 404 with the layout around the not-found words. Throws when its
   * data fails, when `input.signal` aborts, or when the render itself fails: the server then answers
   * `frame` and says why in its log.
   */
  render(input: RenderInput): Promise<RenderedPage>;
  /** The layout's frame in `language` (English when it is none of the shop's): rendered once per language. */
  frame(language: string): Promise<RenderedPage>;
  /** The language of the page at `input.url`: its prefix's (`/hi/...`), else English. */
  languageOf(input: Pick<RenderInput, 'url'>): string;
  /**
   * Whether the page at `input.url` is a screen of the signed-in shopper's own (the cart, checkout,
   * orders, the account), which `render` draws for the shopper its `session` names: a server renders
   * such a page, with a session, for that shopper alone, and never keeps it. Optional: a renderer
   * built before it draws every page signed out.
   */
  isSignedInPath?(input: Pick<RenderInput, 'url'>): boolean;
}

/** The renderer's build, as `import()` gives it. */
export interface ShopRendererModule {
  /** A renderer of the shop's pages into `document`. */
  createPageRenderer(document: ShopDocument): PageRenderer;
  /**
   * The root element holding the layout's frame, signed out, in `language` (default English): the
   * client build writes it into index.html (web/build/prerenderFrame.ts).
   */
  renderFrame(language?: string): Promise<string>;
  /**
   * The search box's suggestions for a catalogue the browser does not hold (./searchSuggestions.ts):
   * the best `limit` (at most 20) for what is typed so far, in the shopper's language. The catalogue
   * is known and indexed once per array: hand the same array to every call. Optional: a renderer
   * built before them has neither, and a server then offers none.
   */
  suggestProducts?(request: SuggestionRequest): Promise<SuggestionAnswer>;
  /**
   * The catalogue's records (`prod` of GET /product-api/get-products, parsed) made ready for
   * `suggestProducts`: the searchable ones, cut to what search reads (far less memory than whole
   * records), the first `maxProducts` known and indexed now, before a shopper waits. `total`: the
   * searchable records, `indexed` of them.
   */
  prepareSuggestions?(
    records: readonly unknown[],
    maxProducts?: number,
  ): { products: readonly CatalogueProduct[]; indexed: number; total: number };
  /**
   * What a server tells search engines about the shop (robots.txt, sitemaps): ./siteMap.ts.
   * Optional: a renderer built before it has none, and a server then offers no sitemaps.
   */
  siteMap?: ShopSiteMap;
}

/**
 * The shop in a search engine's terms, in the shop's own words (its languages, routes and
 * categories), so a server spells none of its URLs. Paths are the shop's own (`/detail-view/abc`),
 * without a language prefix, until `localizedPath` gives one.
 */
export interface ShopSiteMap {
  /** The languages' codes, the one at the root first (English: every page's x-default). */
  languages: readonly string[];
  /** `path` as `language`'s URL path: `/detail-view/abc` in hi is `/hi/detail-view/abc`, `/` is `/hi/`. */
  localizedPath(path: string, language: string): string;
  /** The public pages without catalogue data that a search engine should list: home, help centre, policies... */
  pages: readonly string[];
  /** A product's page. */
  productPath(id: string): string;
  /** The listing of a product's category, that product first (every product of the catalogue without one). */
  listingPath(id: string): string;
  /** The categories products carry (`category`), as the shop's navigation names them. */
  categories: readonly string[];
  /** Path prefixes no crawler should read, in any language: search results, the cart, sign-in, one shopper's pages. */
  unlisted: readonly string[];
}

/** One call for suggestions. `products` is the whole catalogue as GET /product-api/get-products sends it (`prod`). */
export interface SuggestionRequest {
  products: readonly CatalogueProduct[];
  query: string;
  /** en, hi, mr, bn, ta or te; anything else is English. */
  language?: string;
  /** Default 10, at most 20. */
  limit?: number;
}

/** A product of the catalogue as the search reads it (the contract's Product). */
export interface CatalogueProduct {
  _id: string;
  url: string;
  content: { title: string; price: SuggestedPrice; clrTitle: string; other?: string[] };
  __v: number;
  category?: string;
  brand?: string;
}

export interface SuggestedPrice {
  sell_price: string;
  org_price: string;
  discount: string;
}

export interface SuggestionAnswer {
  /** How many products match in all. */
  total: number;
  /** The best of them, best first: `matched` are the catalogue's words that matched, to highlight. */
  products: { _id: string; url: string; title: string; price: SuggestedPrice; matched: string[] }[];
}
