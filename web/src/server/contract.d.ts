/**
 * The contract between a server and the shop's renderer, written once. The renderer
 * (web/src/entry-server.tsx, built by `npm run build -w web` into the one self-contained module
 * web/dist-server/entry-server.mjs) implements it; the mock server (mock-server/src/routes/static/
 * web.ts) and the shop server mount it, typed by this file. It is a declaration file so that a
 * server's own build reads it from here without compiling the shop (a type-only import; the
 * renderer's code is loaded at run time from the build, which may be missing).
 *
 * Mounting it, in a Fastify server that serves web/dist's files itself (@fastify/static):
 *
 *   import type { ShopRendererModule } from '../../web/src/server/contract.js';
 *   const { shopPages } = (await import(pathToFileURL(entry).href)) as ShopRendererModule;
 *   await app.register(shopPages, {
 *     webDist,                                   // index.html and .vite/manifest.json
 *     api: (call, navigation) => fetchFromUpstreamOrCache(call), // where a page's data comes from
 *     isNavigation: asksForHtml,                 // server-kit/accept
 *     isPagePath: (path) => !isApiPath(path),
 *     notFound: (request, reply) => reply.code(404).send({ msg: 'Not found' }),
 *   });
 *
 * The plugin answers `GET /` and is the server's not-found handler: a browser's navigation to a
 * page path gets the page (rendered on the server when it is a public screen, else the layout's
 * frame in the shopper's language), anything else goes to `notFound`. Register it after the
 * server's own routes. It never answers a 500 or hangs: a render that fails, is late or finds the
 * server busy answers the frame and logs one line (`request.log`).
 *
 * What the server gives the renderer is where data comes from (`api`), and nothing else: no shared
 * state, so replicas share nothing. What the renderer gives back is the whole answer: status,
 * `Content-Type`, `Cache-Control`, `Vary`, `Content-Language`, and the HTML.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/** The navigation a page is rendered for, as the renderer hands it to the server's `api`. */
export interface PageNavigation {
  /** The browser's request for the page. */
  request: FastifyRequest;
  /**
   * Both taken when the navigation arrived (a socket that has since closed no longer has a peer),
   * never a default: a navigation whose address is unknown is not rendered. `clientAddress` is the
   * client as the server's trustProxy sees it (`request.ip`), `socketAddress` the connection's peer.
   */
  clientAddress: string;
  socketAddress: string;
}

/**
 * Answers one of the renderer's API calls (`GET /product-api/...`, an absolute URL on a made-up
 * origin: only its path and query count). `call.signal` aborts when the page is no longer wanted
 * (its client left, or its deadline passed): the server should stop the call then. The answer's
 * `Cache-Control` counts: a page drawn from an answer marked `private` or `no-store` is private too.
 */
export type ShopApi = (call: Request, navigation: PageNavigation) => Promise<Response>;

/** One chunk of the client build's manifest (web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface ShopPagesOptions {
  /** The client build (web/dist): its index.html is the page around every screen, its manifest names each screen's files. */
  webDist?: string;
  /**
   * Instead of `webDist` (a development server): the page around the screens, and the manifest.
   * Without a manifest the template's own scripts stay as they are (Vite's development client).
   */
  document?: { template: string; manifest?: BuildManifest };
  /** Where a page's data comes from. */
  api: ShopApi;
  /** Whether a request is a browser's navigation (default: its Accept header names text/html). */
  isNavigation?: (request: FastifyRequest) => boolean;
  /** Whether a path may be a page (default: every path). The server's API paths are not. */
  isPagePath?: (path: string) => boolean;
  /** What a request that is no navigation to a page gets (default: a plain 404). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** The deadline of a page, from its arrival to its last byte rendered (data, queue and render): default 2,500 ms. */
  timeoutMs?: number;
  /** Renders at once (default 4). */
  maxConcurrentRenders?: number;
  /** Renders waiting for one of those (default 64); past it a navigation gets the frame at once. */
  maxQueuedRenders?: number;
  /** The largest API answer a page reads (default 2 MiB); a larger one gives the frame. */
  maxDataBytes?: number;
  /**
   * How long shared caches (a CDN, nginx) keep a public page: `s-maxage` and
   * `stale-while-revalidate`, in seconds (default 60 and 600). false: every page is private.
   */
  sharedCache?: { maxAgeSeconds: number; staleWhileRevalidateSeconds: number } | false;
  /**
   * Rendered public pages handed out again for `freshMs`, per language and URL, within `maxBytes` of
   * HTML; one render per page at a time (./pageCache.ts). Default false: every navigation renders
   * (the mock server, whose data a developer changes under the shop). The shop server keeps them.
   */
  pageCache?: { freshMs: number; maxBytes: number } | false;
  /** The cookie that holds a session (default `token`): a request that carries it gets `private, no-store`. */
  sessionCookie?: string;
}

/** The renderer's build, as `import()` gives it. */
export interface ShopRendererModule {
  /** The Fastify plugin that answers navigations (above). */
  shopPages: FastifyPluginAsync<ShopPagesOptions>;
  /** The layout's frame, signed out, in `language` (default English): the build writes it into index.html. */
  renderShell(language?: string): Promise<string>;
  /**
   * The search box's suggestions for a catalogue the browser does not hold (./searchSuggestions.ts):
   * the best `limit` (at most 20) for what is typed so far, in the shopper's language. The catalogue
   * is known and indexed once per array: hand the same array to every call. Optional: a renderer
   * built before them (or a development server's stand-in) has neither, and a server then offers none.
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
