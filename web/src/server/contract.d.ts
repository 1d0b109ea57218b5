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
 *   const renderer = createPageRenderer({ template, manifest }); // web/dist/index.html, .vite/manifest.json
 *   const language = renderer.languageOf({ cookies, acceptLanguage });
 *   const page = await renderer.render({ url, cookies, acceptLanguage, callApi, signal });
 *   // ...or, for a render that threw (its data failed, it came too late, its client left):
 *   const frame = await renderer.frame(language);
 *
 * What the server gives a render is where its data comes from (`callApi`) and when to stop
 * (`signal`), and nothing else: no shared state, so replicas share nothing. What it gets back is
 * the page (its status, kind, language, whether a shared cache may keep it, and its HTML); the
 * answer around it (bounds on work at once, the deadline, caching, headers, compression) is the
 * server's.
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
  /** Path and query, e.g. `/filter-product/abc?sort=price-asc`. */
  url: string;
  /** The request's cookies by name: the language cookie (`lang`) chooses the page's language. */
  cookies: ReadonlyMap<string, string>;
  acceptLanguage: string | undefined;
  /** Where the page's data comes from. */
  callApi: ShopApi;
  /** The page is no longer wanted (its deadline passed, its client left): the render stops and throws. */
  signal: AbortSignal;
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
   * no-store). A page is drawn signed out whoever asks, so a shareable page may be handed to any
   * shopper of its language; a frame is never shareable.
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
  /** The language a request's page is in: the language cookie, else Accept-Language, else English. */
  languageOf(input: Pick<RenderInput, 'cookies' | 'acceptLanguage'>): string;
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
