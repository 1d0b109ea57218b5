/**
 * Builds the mock server as a Fastify instance (not listening): the store and the contract are
 * decorated on it, cross-cutting plugins come first (CORS, contract checks, errors, logging, fault
 * injection, auth), then the routes, grouped by resource. server.ts listens; tests use app.inject.
 */
import fastifyAccepts from '@fastify/accepts';
import fastifyCors from '@fastify/cors';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { fastifyTrustProxy, type TrustProxy } from 'server-kit/config';
import { errorBody } from 'server-kit/error-body';
import { loggerOptions, loggingPlugin } from 'server-kit/logging';
import { securityHeadersPlugin } from 'server-kit/security-headers';
import { validatorsFor, type ContractValidators } from './contract/ajv.js';
import { createProductCheck } from './contract/checks.js';
import { loadContract } from './contract/load.js';
import './http/fastify-types.js';
import { authPlugin } from './http/auth.js';
import { compressionPlugin } from './http/compression.js';
import { contractPlugin } from './http/contract-plugin.js';
import { corsOptionsFor, devGuardPlugin } from './http/dev-guard.js';
import { errorHandlerPlugin, formatSchemaErrors } from './http/errors.js';
import { faultsPlugin } from './http/faults.js';
import { jsonBodyPlugin } from './http/json-body.js';
import { keptJsonBodies } from './http/json.js';
import { problemOf } from './http/logging.js';
import { mockSessionPlugin } from './http/mock-session.js';
import { ordersCatchUpPlugin } from './http/orders-catch-up.js';
import { publicOriginPlugin } from './http/public-origin.js';
import { resolveRateLimits, type RateLimitPolicy } from './http/rate-limits.js';
import { createJournal, defaultJournalSize } from './journal/journal.js';
import { journalPlugin } from './journal/plugin.js';
import { createDrift } from './proxy/drift.js';
import type { UpstreamOptions } from './proxy/options.js';
import { recordedCatalog } from './recording/catalog.js';
import { readRecording } from './recording/format.js';
import type { RecordingOptions } from './recording/record-exchange.js';
import { defaultOpenapiPath } from './paths.js';
import cartRoutes from './routes/cart/index.js';
import devRoutes from './routes/dev/index.js';
import emailRoutes from './routes/email/index.js';
import healthRoutes from './routes/health.js';
import orderRoutes from './routes/orders/index.js';
import otpRoutes from './routes/otp/index.js';
import productRoutes from './routes/products/index.js';
import docsRoutes from './routes/static/docs.js';
import homeRoutes from './routes/static/home.js';
import imageRoutes from './routes/static/images.js';
import robotsRoutes from './routes/static/robots.js';
import userRoutes from './routes/users/index.js';
import { createCatalog, maxCatalogSize, type EncodedCatalog } from './store/catalog/index.js';
import { checkoutSettings, type CheckoutOptions } from './store/checkout.js';
import { createLimits, createStore, devExtensionOf, systemClock, type Clock } from './store/index.js';
import { createSandboxes, defaultSandboxOptions, type SandboxOptions } from './store/sandboxes.js';

/** Catalogue pages and products answered lately, kept whole (a shop's first pages, a test suite's products). */
const keptAnswers = { maxBytes: 8 * 1024 * 1024, maxEntries: 4_096 };
/** Event-loop lag past which every request gets a 503 with Retry-After until the lag is gone. */
const defaultMaxEventLoopDelayMs = 1000;

export interface AppOptions {
  /** Number of products (default 300, at most 100,000). */
  catalogSize?: number;
  /** The clock for token, code and rate-limit expiry (tests move it forward). */
  now?: Clock;
  /** false (default), true, or pino options. Authorization headers are always redacted. */
  logger?: boolean | Record<string, unknown>;
  /** SHOP_URL: where the shop is served (the shop server in front of this one), for the page at `/`. */
  shopUrl?: string;
  /** The contract (default: openapi.yaml at the repository root). */
  openapiPath?: string;
  /** Check every API answer against openapi.yaml (default: on unless NODE_ENV=production). */
  validateResponses?: boolean;
  /** Serve /dev/outbox and /dev/reset (default true). */
  devRoutes?: boolean;
  /** Addresses or CIDR ranges that may call /dev besides loopback (DEV_ROUTES_FROM). */
  devRoutesFrom?: readonly string[];
  /**
   * /dev and X-Mock-Session answer only on the developer tools' own listener (http/dev-listener.ts),
   * which server.ts opens (default false: app.inject and tests that listen once reach them as before).
   */
  devListener?: boolean;
  /**
   * DEV_PORT: the port of that listener, named by the 403 a request for /dev gets on this one and
   * linked from `/` (unknown, and then not named, when it is 0: any free port).
   */
  devPort?: number;
  /** TRUST_PROXY, Fastify's `trustProxy`: whose X-Forwarded-* headers to believe (client address, host, scheme). Default: nobody's. */
  trustProxy?: TrustProxy;
  /** TRUST_FORWARDED_HOST: image URLs take X-Forwarded-Host from a trusted proxy instead of the Host header (default false). */
  trustForwardedHost?: boolean;
  /** Delay every API answer by this many milliseconds (MOCK_DELAY_MS). */
  delayMs?: number;
  /** Allowed CORS origins, or '*' for any (default). */
  corsOrigins?: readonly string[] | '*';
  /** Override rate-limit rules per action (tests use small limits). */
  rateLimits?: Partial<RateLimitPolicy>;
  /** log2 of scrypt's N for password hashes (default 15). Lower it only in tests. */
  passwordCost?: number;
  /** Password checks that may wait for one of the two scrypt turns; past it a 503 (default 16). */
  maxWaitingHashes?: number;
  /** Bytes of outbox messages kept across the main store and every sandbox (default 32 MiB). */
  outboxMaxBytes?: number;
  /** Bytes of carts and orders kept across the main store and every sandbox, oldest idle first (default 64 MiB). */
  accountDataMaxBytes?: number;
  /** Largest accepted request body in bytes (default 64 KB). */
  bodyLimit?: number;
  /** How long a request (headers and body) may take to arrive, in ms (default 30 s; tests use ~1 s). */
  requestTimeoutMs?: number;
  /** PUBLIC_BASE_URL: the origin (and optional path) image URLs start with, instead of the request's host. */
  publicBaseUrl?: string;
  /** X-Mock-Session sandboxes: how many at most (0 = off) and after how long idle they go. */
  sessions?: Partial<SandboxOptions>;
  /** How many API calls GET /dev/requests keeps (default 500; 0 keeps none). */
  journalSize?: number;
  /** Forward every API call to this upstream and check both ways against openapi.yaml. */
  upstream?: UpstreamOptions;
  /** RECORD_TO: write the exchanges with `upstream` that match openapi.yaml both ways to this recording. */
  recording?: RecordingOptions;
  /** REPLAY_FROM: answer every API call from this recording (recording/replay.ts); not with `upstream`. */
  replayFrom?: string;
  /** CATALOG_FROM: the catalogue recorded in this recording instead of a generated one (`catalogSize` is then unused). */
  catalogFrom?: string;
  /**
   * Shed load while the event loop lags (@fastify/under-pressure): past `maxEventLoopDelayMs`
   * (default 1,000), measured every `sampleIntervalMs` (default 500), every request gets a 503 with
   * Retry-After. false: never.
   */
  underPressure?: false | { maxEventLoopDelayMs?: number; sampleIntervalMs?: number };
  /** The COD fee and limit, the UPI payee and settle delay, the invoice's seller (store/checkout.ts has the defaults). */
  checkout?: CheckoutOptions;
}

export const defaultBodyLimit = 64 * 1024;
/** The request headers a page on another origin may send (CORS preflight). */
export const corsRequestHeaders = ['Content-Type', 'Authorization', 'X-Login-Token', 'Prefer'];
/** A body dribbled a byte at a time holds a socket and a parser: cut it within 35 s. */
export const defaultRequestTimeoutMs = 30_000;

/**
 * Node's own request deadline, made to hold. Fastify's requestTimeout alone is not enough: Node's
 * headersTimeout (60 s by default) wins when larger, and Node looks for expired requests only every
 * connectionsCheckingInterval (30 s by default), so a 30 s deadline cut a slow body after 87.5 s.
 * Both are set to the deadline, and the check runs often enough to cut within a second or so of it.
 */
function requestDeadline(timeoutMs: number): Pick<FastifyServerOptions, 'requestTimeout'> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 300_000)
    throw new RangeError('requestTimeoutMs must be an integer from 100 to 300000');
  const checkEveryMs = Math.min(1000, Math.max(50, Math.floor(timeoutMs / 4)));
  return {
    requestTimeout: timeoutMs,
    http: { headersTimeout: timeoutMs, requestTimeout: timeoutMs, connectionsCheckingInterval: checkEveryMs },
  };
}

/**
 * Small catalogues are immutable and the same for a given size, so apps built in one process share
 * them (a test suite builds hundreds of apps). Large ones are built per app and never kept here.
 */
const sharedCatalogs = new Map<string, EncodedCatalog>();
const largestSharedCatalog = 1_000;

function catalogFor(size: number, check: ((product: object) => void) | undefined): EncodedCatalog {
  if (size > largestSharedCatalog) return createCatalog({ size, ...(check ? { check } : {}) });
  const key = `${size}:${check ? 'checked' : 'unchecked'}`;
  let catalog = sharedCatalogs.get(key);
  if (!catalog) {
    catalog = createCatalog({ size, ...(check ? { check } : {}) });
    sharedCatalogs.set(key, catalog);
  }
  return catalog;
}

/** Where `/` says the developer tools are: this listener, DEV_PORT's, or none when they are off. */
function devToolsOf({ devRoutes = true, devListener = false, devPort }: AppOptions) {
  if (!devRoutes) return undefined;
  if (!devListener) return { base: '' };
  return { base: devPort ? `http://localhost:${devPort}` : undefined };
}

/** The validating proxy, with RECORD_TO's recording of what passes through it. */
async function registerProxy(
  app: FastifyInstance,
  upstream: UpstreamOptions,
  recording: RecordingOptions | undefined,
  validators: ContractValidators,
) {
  const { proxyPlugin } = await import('./proxy/plugin.js');
  const { recordingTo } = await import('./recording/record-exchange.js');
  const recorder = recording && recordingTo(recording, upstream.url, upstream.maxDecodedBytes);
  if (recorder) app.addHook('onClose', async () => recorder.flush());
  await app.register(proxyPlugin, { upstream, drift: app.drift, validators, onCleanExchange: recorder?.record });
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const catalogSize = options.catalogSize ?? 300;
  if (!Number.isInteger(catalogSize) || catalogSize < 1 || catalogSize > maxCatalogSize) {
    throw new RangeError(`catalogSize must be an integer from 1 to ${maxCatalogSize}`);
  }
  const validateResponses = options.validateResponses ?? process.env.NODE_ENV !== 'production';
  const openapiPath = options.openapiPath ?? defaultOpenapiPath;
  const contract = loadContract(openapiPath);
  const validators = validatorsFor(contract);

  if (options.upstream && options.replayFrom) throw new RangeError('replayFrom and upstream exclude each other');
  if (options.recording && !options.upstream) throw new RangeError('recording needs upstream (the API to record)');
  // In development every product is checked against the Product schema once, at build.
  const productCheck = validateResponses ? createProductCheck(contract, validators) : undefined;
  const catalog = options.catalogFrom
    ? recordedCatalog(readRecording(options.catalogFrom), options.catalogFrom, productCheck)
    : catalogFor(catalogSize, productCheck);
  const store = await createStore({
    catalog,
    now: options.now ?? systemClock,
    ...(options.passwordCost === undefined ? {} : { passwordCost: options.passwordCost }),
    ...(options.maxWaitingHashes === undefined ? {} : { maxWaitingHashes: options.maxWaitingHashes }),
    ...(options.outboxMaxBytes === undefined ? {} : { outboxMaxBytes: options.outboxMaxBytes }),
    ...(options.accountDataMaxBytes === undefined ? {} : { accountDataMaxBytes: options.accountDataMaxBytes }),
  });

  const app = Fastify({
    // Fastify's two lines per request are replaced by the single line of server-kit/logging.
    ...loggerOptions(options.logger),
    bodyLimit: options.bodyLimit ?? defaultBodyLimit,
    ...requestDeadline(options.requestTimeoutMs ?? defaultRequestTimeoutMs),
    schemaErrorFormatter: formatSchemaErrors,
    // Express (the hosted API) treats /a/ like /a; so do we.
    routerOptions: { ignoreTrailingSlash: true },
    // Rate limits key on request.ip and image URLs on request.host: behind a proxy, the client's.
    trustProxy: fastifyTrustProxy(options.trustProxy),
  });

  // The main store's clock, which everything that expires reads; POST /dev/clock moves it forward.
  app.decorate('clock', devExtensionOf(store).clock);
  app.decorate('store', store);
  app.decorate('catalogBodies', catalog);
  app.decorate('keptAnswers', keptJsonBodies(keptAnswers));
  app.decorate('contract', contract);
  app.decorate('checkout', checkoutSettings(options.checkout));
  app.decorate('rateLimits', resolveRateLimits(options.rateLimits));
  // One set of windows for the whole server: a new X-Mock-Session name must not start a fresh one.
  app.decorate('limits', createLimits(store.now));
  const sandboxes = createSandboxes(store, store.now, { ...defaultSandboxOptions, ...options.sessions });
  app.decorate('drift', createDrift(options.upstream?.url ?? null, store.now));

  const origins = options.corsOrigins ?? '*';
  await app.register(securityHeadersPlugin, {
    // By URL, not by route: reading a route's config (request.routeOptions) builds an object per call.
    isApiAnswer: (url) => contract.api.isApiPath(url),
    publicBaseUrl: options.publicBaseUrl,
  });
  await app.register(devGuardPlugin, {
    allowFrom: options.devRoutesFrom ?? [],
    trustProxy: options.trustProxy,
    ownListener: options.devListener ?? false,
    devPort: options.devPort,
  });
  await app.register(fastifyCors, {
    // No CORS at all on /dev (see http/dev-guard.ts).
    delegator: corsOptionsFor({
      origin: origins === '*' ? '*' : [...origins],
      // @fastify/cors allows only GET, HEAD and POST unless told; the API also uses PUT and DELETE.
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      // Named, not mirrored from the preflight: another origin may send what the shop sends
      // (X-Login-Token for its codes, Prefer for fault injection), never X-Mock-Session.
      allowedHeaders: corsRequestHeaders,
      // Lets a storefront on another origin read how long a 429 asks it to wait, and whether the mock
      // answered for a failing upstream.
      exposedHeaders: ['Retry-After', 'X-Mock-Fallback'],
      maxAge: 600,
    }),
  });
  await app.register(fastifyAccepts);
  await app.register(loggingPlugin, { problemOf });
  await app.register(compressionPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(publicOriginPlugin, {
    publicBaseUrl: options.publicBaseUrl,
    trustForwardedHost: options.trustForwardedHost ?? false,
  });
  await app.register(contractPlugin, { validateResponses, validators });
  await app.register(errorHandlerPlugin);
  await app.register(mockSessionPlugin, { sandboxes });
  await app.register(journalPlugin, { journal: createJournal(options.journalSize ?? defaultJournalSize) });
  // Before faults and auth: a proxied or replayed call is answered as the upstream (or its
  // recording) would, not by the mock's rules. Loaded only when used: undici, which they read
  // through server-kit/upstream, alone costs a mock-only server about 28 MB.
  if (options.upstream) await registerProxy(app, options.upstream, options.recording, validators);
  if (options.replayFrom) {
    const { replayPlugin } = await import('./recording/replay.js');
    await app.register(replayPlugin, { recording: readRecording(options.replayFrom) });
  }
  await app.register(faultsPlugin, { delayMs: options.delayMs ?? 0 });
  await app.register(authPlugin);
  await app.register(ordersCatchUpPlugin);

  await app.register(healthRoutes);
  await app.register(productRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(userRoutes);
  await app.register(otpRoutes);
  await app.register(emailRoutes);
  if (options.devRoutes ?? true) await app.register(devRoutes);
  await app.register(imageRoutes);
  await app.register(docsRoutes);
  await app.register(robotsRoutes);
  await app.register(homeRoutes, { shopUrl: options.shopUrl, devTools: devToolsOf(options) });

  // A server whose event loop lags answers nothing in time: it says so at once (503, Retry-After)
  // until it has caught up, rather than queue more work behind the lag. Registered last, so the
  // lag of building the app is behind it; its hook runs on every route all the same.
  if (options.underPressure !== false)
    await app.register(underPressure, {
      maxEventLoopDelay: options.underPressure?.maxEventLoopDelayMs ?? defaultMaxEventLoopDelayMs,
      sampleInterval: options.underPressure?.sampleIntervalMs ?? 500,
      pressureHandler: (request, reply) => {
        // The server's own answer, not the operation's: no contract check turns it into a 500.
        reply.contractChecked = true;
        void reply
          .code(503)
          .header('retry-after', '5')
          .send(errorBody(request.routeOptions.config.errorFamily ?? 'status', 'Service unavailable'));
      },
    });

  return app;
}

export type { RateLimitPolicy } from './http/rate-limits.js';
export type { Store } from './store/index.js';
