/**
 * Builds the shop server as a Fastify instance (not listening): the production way to serve the
 * shop to shoppers against any API that speaks openapi.yaml (decision 022). Security headers and
 * one log line per request first, then health, the API (same origin: the catalogue cache and the
 * upstream) and the shop (static files and server-rendered screens). No dev tools, no contract
 * checks, no journal: that is the mock server's job. server.ts listens; tests use a listening app.
 * Each request is traced (tracing.ts: its span first, so every hook and log line is in it) and
 * counted (metrics.ts, observe.ts: into `options.metrics`, which server.ts serves on a port of its
 * own).
 */
import fastifyAccepts from '@fastify/accepts';
import fastifyCookie from '@fastify/cookie';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readApiTable } from 'server-kit/api-paths';
import { fastifyTrustProxy, type TrustProxy } from 'server-kit/config';
import { failureMessages } from 'server-kit/error-body';
import { loggerOptions, loggingPlugin, requestIdFrom } from 'server-kit/logging';
import { redactedUrl } from 'server-kit/redact';
import { securityHeadersPlugin } from 'server-kit/security-headers';
import { createUpstream } from 'server-kit/upstream';
import { apiRoutes, createForwarder } from './api.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { devToolsRoutes } from './dev-tools.js';
import { healthRoutes } from './health.js';
import { createShopMetrics, type ShopMetrics } from './metrics.js';
import { observeRequests, upstreamInstrument } from './observe.js';
import { routePatterns } from './route-pattern.js';
import { createResetMail, type ResetMailLimits } from './reset-mail.js';
import { defaultOpenapiPath, defaultWebDist } from './paths.js';
import { createSuggestionIndexes, type SuggestionIndexes } from './search-index.js';
import { searchSuggestionRoutes, suggestionsPath } from './search-suggestions.js';
import { seoRoutes, type SitemapSettings } from './seo/routes.js';
import { builtShop, type ShopFiles } from './shop-files.js';
import { warmUp, type WarmUpOptions } from './warm-up.js';
import { webRoutes } from './web.js';

export interface AppOptions {
  /** The API that speaks openapi.yaml (API_BASE_URL), without a trailing slash. */
  apiBaseUrl: string;
  /** The built shop (default: ../web/dist beside this package); its renderer is ../dist-server beside it. */
  webDist?: string;
  openapiPath?: string;
  /** false (default), true, or pino options. */
  logger?: boolean | Record<string, unknown>;
  /** TRUST_PROXY: whose X-Forwarded-For to believe (true, the nearest n hops, or addresses). Default: nobody's. */
  trustProxy?: TrustProxy;
  /** One upstream call's bound (default 10 s), forwarded calls at once (32) and waiting (256). */
  upstreamTimeoutMs?: number;
  upstreamConnections?: number;
  upstreamQueue?: number;
  /** One client's share of the forwarded calls (default 8 at once, 16 waiting): past it, a 503 for that client. */
  upstreamPerClient?: { running: number; waiting: number };
  /** The catalogue cache's fills, on an upstream client of their own (default 8 at once, 64 waiting). */
  catalogueConnections?: number;
  catalogueQueue?: number;
  /** Memory for cached catalogue reads (default 64 MB); how long one is fresh (60 s; 0: none kept) and kept stale (a day). */
  cacheMaxBytes?: number;
  freshMs?: number;
  staleMs?: number;
  /** How long a render may wait for its data before the frame is sent (default 2.5 s). */
  renderTimeoutMs?: number;
  /** How long a rendered public page is handed out again (default 10 s; 0: every navigation renders). */
  pageFreshMs?: number;
  /** Past this event-loop delay every request is refused, 503 with Retry-After, until it recovers (default 1 s). */
  maxEventLoopDelayMs?: number;
  /** Past this resident memory every request is refused, 503 with Retry-After, until it falls (default 1 GiB; 0: no bound). */
  maxRssBytes?: number;
  /** POST /send-email's windows: mails per client and per recipient (default 10 and 3 per 15 minutes). */
  resetMailLimits?: Partial<ResetMailLimits>;
  warmUp?: Partial<WarmUpOptions>;
  /** The most products the search suggestions index (default 100,000: the first ones); 0: none from the server. */
  searchMaxProducts?: number;
  /** The upstream is the mock server, its developer tools on this port (DEV_PORT): sandboxes pass, /dev is refused by name. */
  devPort?: number;
  /** The shop from elsewhere than the build in `webDist`: in development, from Vite (dev-shop.ts). */
  shop?: ShopFiles;
  /** PUBLIC_URL: the origin shoppers reach the shop at, which pages, robots.txt, the sitemaps and the reset mail name (config.ts validates it). */
  publicUrl: string;
  /** The sitemaps' bounds (seo/routes.ts): products per sitemap and per upstream page, streams at once, deadline. */
  sitemaps?: Partial<SitemapSettings>;
  /** Where the server's series go (metrics.ts; server.ts serves them): default, a registry of the app's own. */
  metrics?: ShopMetrics;
}

const defaults = {
  upstreamTimeoutMs: 10_000,
  upstreamConnections: 32,
  upstreamQueue: 256,
  /** 290 slow calls from one client once held all 288 places of the line (issue 48). */
  upstreamPerClient: { running: 8, waiting: 16 },
  catalogueConnections: 8,
  catalogueQueue: 64,
  /** The sitemaps' reads: one connection a stream (seo/routes.ts streams 4 at once), the counts waiting. */
  sitemapConnections: 4,
  sitemapQueue: 16,
  cacheMaxBytes: 64 * 1024 * 1024,
  freshMs: 60_000,
  staleMs: 24 * 60 * 60_000,
  renderTimeoutMs: 2_500,
  pageFreshMs: 10_000,
  /** Rendered pages kept: a home page is ~120 kB of HTML (~240 kB as a string), per language. */
  pageCacheMaxBytes: 32 * 1024 * 1024,
  maxEventLoopDelayMs: 1_000,
  /**
   * Node and the renderer (~150 MB), the caches (64 MB of catalogue, 32 MB of pages, 8 MB of frames),
   * the search index (~175 MB at 100,000 products) and compression's native buffers, with room: past
   * it something grows without bound, and refusing (a 503 the balancer sends elsewhere, /healthz
   * included, so an orchestrator restarts a replica that stays there) beats being killed mid-answer.
   */
  maxRssBytes: 1024 * 1024 * 1024,
  searchMaxProducts: 100_000,
  /** The largest upstream answer read: the whole hosted catalogue is well under it. */
  maxUpstreamBody: 32 * 1024 * 1024,
};
/** The home page and the first listing: what most first visits read. */
const defaultWarmUp: WarmUpOptions = { pages: ['/', '/search?q='], giveUpMs: 60_000 };

/** The search suggestions' indexes, built by the renderer's build in threads of their own, or why there are none. */
function searchIndexes(
  app: FastifyInstance,
  shop: ShopFiles,
  maxProducts: number,
): SuggestionIndexes | { off: string } {
  if (maxProducts === 0) return { off: 'SEARCH_MAX_PRODUCTS=0' };
  if (!shop.rendererEntry || 'off' in shop.renderer) return { off: 'no renderer build' };
  if (!shop.renderer.suggestProducts) return { off: `${shop.rendererEntry} exports no suggestProducts` };
  return createSuggestionIndexes({
    rendererEntry: shop.rendererEntry,
    maxProducts,
    onBuilt(outcome) {
      if ('failed' in outcome) app.log.warn(outcome, 'the search suggestions could not index the catalogue');
      else if (outcome.indexed < outcome.total)
        app.log.warn(
          { ...outcome, searchMaxProducts: maxProducts },
          `the catalogue holds more products than SEARCH_MAX_PRODUCTS: suggestions come from the first ${outcome.indexed}`,
        );
      else app.log.info(outcome, 'search suggestions: the catalogue is indexed');
    },
  });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const settings = { ...defaults, ...options };
  const shop = options.shop ?? (await builtShop(options.webDist ?? defaultWebDist, options.publicUrl));
  const table = readApiTable(options.openapiPath ?? defaultOpenapiPath);
  const metrics = options.metrics ?? createShopMetrics();
  // Never a screen of the shop (web/src/lib/serverPaths.ts): the API, the mock's dev tools, images and
  // docs, and the search suggestions.
  const serverPaths = ['/images', '/docs', suggestionsPath];
  const isPagePath = (path: string) =>
    !table.isApiPath(path) &&
    !table.isDevPath(path) &&
    !serverPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

  const app = Fastify({
    ...loggerOptions(options.logger),
    // nginx's request id (X-Request-Id) names the request's log line, as it does nginx's own.
    genReqId: requestIdFrom(),
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: fastifyTrustProxy(options.trustProxy),
    // In development, Vite answers the shop's sources and hot reload before Fastify sees a request.
    ...(shop.serverFactory ? { serverFactory: shop.serverFactory } : {}),
  });
  // The request's trace (its caller's traceparent continued, or a new one) before anything else runs;
  // its time and its span's name by route pattern as it is answered.
  await app.register(observeRequests, {
    metrics,
    routeOf: routePatterns(table, 'off' in shop.renderer ? undefined : shop.renderer.siteMap),
  });
  // A request target that is not a path (absolute-form `GET http://elsewhere/x`, `OPTIONS *`) names no
  // resource of this server: refused before anything routes it, let alone builds an upstream URL of it.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/'))
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({ status: false, msg: 'The request target must be a path, such as /product-api/get-products.' });
  });
  if (options.trustProxy === true)
    app.log.warn(
      'TRUST_PROXY=true believes every X-Forwarded-For hop, the client’s own included: behind one proxy (the nginx template), set TRUST_PROXY=1',
    );

  const upstreamAt = (
    baseUrl: string,
    connections = settings.upstreamConnections,
    maxQueue = settings.upstreamQueue,
  ) => {
    const client = createUpstream({
      baseUrl,
      timeoutMs: settings.upstreamTimeoutMs,
      connections,
      maxQueue,
      maxBodyBytes: defaults.maxUpstreamBody,
      instrument: upstreamInstrument(table, metrics),
    });
    app.addHook('onClose', () => client.close());
    return client;
  };
  const upstream = upstreamAt(options.apiBaseUrl);
  // The catalogue cache's fills have their own connections and line: forwarded calls never hold them up.
  const catalogueUpstream = upstreamAt(options.apiBaseUrl, settings.catalogueConnections, settings.catalogueQueue);
  // So do the sitemaps' reads: a crawler walking the catalogue never holds a shopper's call.
  const sitemapUpstream = upstreamAt(options.apiBaseUrl, defaults.sitemapConnections, defaults.sitemapQueue);
  // The mock server's sandboxes answer on its developer-tools port, on the same host.
  const sandboxUpstream =
    options.devPort === undefined
      ? undefined
      : upstreamAt(Object.assign(new URL(options.apiBaseUrl), { port: String(options.devPort) }).origin);
  const catalogue = createCatalogueCache({
    upstream: catalogueUpstream,
    maxBytes: settings.cacheMaxBytes,
    freshMs: settings.freshMs,
    staleMs: settings.staleMs,
    metrics,
    onStaleRefreshFailure: (path, reason) =>
      app.log.warn({ path, reason }, 'the upstream failed a refresh: the stale answer is served'),
  });
  if ('off' in shop.renderer)
    app.log.warn({ reason: shop.renderer.off }, 'server rendering is off: every screen is client-rendered');
  const suggestionIndexes = searchIndexes(app, shop, settings.searchMaxProducts);
  if ('off' in suggestionIndexes)
    app.log.warn({ reason: suggestionIndexes.off }, 'search suggestions from the server are off');
  else app.addHook('onClose', () => suggestionIndexes.close());

  const isApiAnswer = (url: string) =>
    table.isApiPath(url) || (url.startsWith(suggestionsPath) && /^($|[/?])/.test(url.slice(suggestionsPath.length)));
  // The upstream's answers carry its picture URLs: an http upstream (a mock server on loopback) is allowed
  // to show them too; https pictures always are.
  // The service worker fetches the product pictures it keeps (web/src/service-worker): those from the
  // upstream's own origin (the mock server's /images) are connect-src for it too.
  await app.register(securityHeadersPlugin, {
    isApiAnswer,
    publicBaseUrl: options.apiBaseUrl,
    connectSrc: [new URL(options.apiBaseUrl).origin],
  });
  await app.register(loggingPlugin);
  // A server whose event loop lags answers nobody in time, and one whose memory grew past its bound is
  // about to be killed: it says so at once (a balancer then asks another), and does nothing else.
  // under-pressure sends what its handler returns and stops there; a handler that sends the answer
  // itself and returns nothing lets the route run anyway (issue 48: every refused page rendered).
  const shed = (request: FastifyRequest, reply: FastifyReply, pressure: string, value: number | undefined) => {
    request.log.warn({ url: redactedUrl(request.url), pressure, value }, 'under pressure: refused with a 503');
    metrics.shed(pressure);
    reply.code(503).header('retry-after', '5').header('cache-control', 'no-store');
    return table.errorBodyFor(request.url.split('?')[0] ?? '/', failureMessages.busy);
  };
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxRssBytes: settings.maxRssBytes,
    // Its type says void; its documentation, and its code, send any other value it returns.
    pressureHandler: shed as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
  });
  await app.register(fastifyAccepts);
  await app.register(fastifyCookie);

  let ready = false;
  await app.register(healthRoutes, { isReady: () => ready });
  await app.register(apiRoutes, {
    table,
    catalogue,
    upstream,
    sandboxUpstream,
    perClient: settings.upstreamPerClient,
    resetMail: createResetMail({ publicUrl: options.publicUrl, limits: options.resetMailLimits }),
  });
  if (options.devPort !== undefined) await app.register(devToolsRoutes, { table, devPort: options.devPort });
  await app.register(searchSuggestionRoutes, { catalogue, indexes: suggestionIndexes });
  await app.register(seoRoutes, {
    ...options.sitemaps,
    publicUrl: options.publicUrl,
    table,
    upstream: sitemapUpstream,
    renderer: shop.renderer,
    serverPaths: [suggestionsPath],
    countFreshMs: settings.freshMs,
    countStaleMs: settings.staleMs,
  });
  await app.register(webRoutes, {
    shop,
    catalogue,
    isPublicRead: table.isPublicRead,
    // A signed-in shopper's page asks for their data by the API's rules, in a line of its own.
    forward: createForwarder({ table, upstream, perClient: settings.upstreamPerClient }),
    isPagePath,
    // What is neither a file, an API path nor a navigation to a page.
    notFound: (_request, reply) => reply.code(404).send({ status: false, msg: 'Not found' }),
    renderTimeoutMs: settings.renderTimeoutMs,
    metrics,
    pageCache: settings.pageFreshMs > 0 && { freshMs: settings.pageFreshMs, maxBytes: defaults.pageCacheMaxBytes },
  });

  app.addHook('onReady', () => {
    const open = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });
    void warmUp({ ...defaultWarmUp, ...options.warmUp }, open, catalogue).then((outcome) => {
      ready = true;
      app.log.info(outcome, 'catalogue cache warm-up ended: ready');
    });
  });
  return app;
}
