/**
 * The mock server's configuration from environment variables, checked before anything starts, on
 * server-kit's rules and parsers (decision 013): numbers, switches and word lists are a JSON Schema
 * checked by env-schema, addresses and URLs by the shared parsers, and every problem is reported
 * at once, with the variable's name and what it accepts (ConfigError).
 *
 * Every variable, its default and what it accepts: mock-server/README.md, "Configuration".
 */
import { resolve } from 'node:path';
import {
  addressListOf,
  anyText,
  aSwitch,
  baseUrlOf,
  commaListOf,
  commonRules,
  hostOf,
  httpUrlOf,
  oneOf,
  originListOf,
  readEnvironment,
  trustProxyOf,
  wholeNumber,
  type Environment,
  type Rule,
} from 'server-kit/config';
import type { AppOptions } from './app.js';
import { maxDelayMs } from './http/faults.js';
import { maxJournalSize } from './journal/journal.js';
import { defaultUpstreamTimeoutMs, type UpstreamOptions } from './proxy/options.js';
import type { RecordingOptions } from './recording/record-exchange.js';
import { maxCatalogSize } from './store/catalog/index.js';
import type { CheckoutOptions } from './store/checkout.js';

export { ConfigError } from 'server-kit/config';

export interface ServerConfig {
  port: number;
  host: string;
  /** The developer tools' own listener (http/dev-listener.ts), or undefined with DEV_ROUTES=false. */
  dev?: { port: number; host: string };
  logLevel: string;
  /** SHOP_URL: where the shop is served (the shop server, Vite under `npm run dev`), for the start line and `/`. */
  shopUrl?: string;
  app: AppOptions;
}

const rules = {
  ...commonRules,
  DEV_PORT: wholeNumber(0, 65535),
  CATALOG_SIZE: wholeNumber(1, maxCatalogSize),
  MOCK_DELAY_MS: wholeNumber(0, maxDelayMs),
  CORS_ORIGINS: anyText,
  DEV_ROUTES: aSwitch,
  DEV_ROUTES_FROM: anyText,
  SHOP_URL: anyText,
  PUBLIC_BASE_URL: anyText,
  TRUST_FORWARDED_HOST: aSwitch,
  UPSTREAM_URL: anyText,
  UPSTREAM_FALLBACK: oneOf(['off', 'mock'], 'must be off or mock'),
  UPSTREAM_TIMEOUT_MS: wholeNumber(100, 120_000),
  UPSTREAM_COLLAPSE_READS: aSwitch,
  RECORD_TO: anyText,
  RECORD_REDACT: anyText,
  RECORD_KEEP: anyText,
  REPLAY_FROM: anyText,
  CATALOG_FROM: anyText,
  JOURNAL_SIZE: wholeNumber(0, maxJournalSize),
  MOCK_SESSIONS_MAX: wholeNumber(0, 100_000),
  MOCK_SESSION_IDLE_MINUTES: wholeNumber(1, 1440),
  COD_FEE: wholeNumber(0, 1_000),
  COD_FEE_BELOW: wholeNumber(0, 10_000_000),
  COD_MAX: wholeNumber(0, 10_000_000),
  SHOP_VPA: anyText,
  SHOP_PAYEE_NAME: anyText,
  // Below the 5 minutes a UPI payment may stay pending.
  UPI_SETTLE_MS: wholeNumber(0, 299_000),
  SELLER_NAME: anyText,
  SELLER_GSTIN: anyText,
  SELLER_ADDRESS: anyText,
  SELLER_STATE: anyText,
} satisfies Record<string, Rule>;

type Name = keyof typeof rules;
type Read = Environment<Name>;

/** UPSTREAM_TIMEOUT_MS is read only with UPSTREAM_URL: without a proxy there is no upstream call to bound. */
const onlyWithUpstream = {
  properties: { UPSTREAM_TIMEOUT_MS: {} },
  if: { required: ['UPSTREAM_URL'] },
  then: { properties: { UPSTREAM_TIMEOUT_MS: rules.UPSTREAM_TIMEOUT_MS.schema } },
};

/** An http(s) URL, optionally with a path (`example` shows one), or undefined with a problem said. */
const httpUrlAt = (name: Name, read: Read, example: string) =>
  httpUrlOf(name, read.text(name), read.problems, `such as ${example} (optionally with a path; no query or login)`);

/** UPSTREAM_URL and what goes with it: the proxy's settings and RECORD_TO's recording. */
function upstreamOf(read: Read): { upstream?: UpstreamOptions; recording?: RecordingOptions } {
  const { problems } = read;
  const upstreamUrl = read.text('UPSTREAM_URL');
  const needsUpstream = (name: Name, why: string) => {
    if (read.text(name) !== undefined && upstreamUrl === undefined) problems.push(`${name} needs UPSTREAM_URL${why}`);
  };
  needsUpstream('UPSTREAM_COLLAPSE_READS', '');
  needsUpstream('RECORD_TO', ' (the API to record)');
  if (read.text('UPSTREAM_FALLBACK') === 'mock' && upstreamUrl === undefined)
    problems.push('UPSTREAM_FALLBACK=mock needs UPSTREAM_URL');
  if (read.text('REPLAY_FROM') !== undefined && upstreamUrl !== undefined)
    problems.push('REPLAY_FROM and UPSTREAM_URL exclude each other: replay is offline');

  const url = baseUrlOf('UPSTREAM_URL', upstreamUrl, problems);
  if (url === undefined) return {};
  const recordTo = read.text('RECORD_TO');
  return {
    upstream: {
      url,
      fallback: read.text('UPSTREAM_FALLBACK') === 'mock' ? 'mock' : 'off',
      timeoutMs: read.number('UPSTREAM_TIMEOUT_MS') ?? defaultUpstreamTimeoutMs,
      ...(read.on('UPSTREAM_COLLAPSE_READS') ? { collapseReads: true } : {}),
    },
    ...(recordTo
      ? {
          recording: {
            file: resolve(recordTo),
            redaction: { redact: commaListOf(read.text('RECORD_REDACT')), keep: commaListOf(read.text('RECORD_KEEP')) },
          },
        }
      : {}),
  };
}

/** openapi.yaml's UpiId, and a GSTIN's shape: state code, PAN, entity number, Z, check character. */
const vpaShape = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
const gstinShape = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Only the fields that have a value; undefined when none has. */
function setFields<T extends object>(parts: T): Partial<T> | undefined {
  const set = Object.entries(parts).filter(([, value]) => value !== undefined);
  return set.length > 0 ? (Object.fromEntries(set) as Partial<T>) : undefined;
}

/** The COD fee and limit, the UPI payee and the invoice's seller (store/checkout.ts): only what is set. */
function checkoutOf(read: Read): CheckoutOptions | undefined {
  const { problems } = read;
  const vpa = read.text('SHOP_VPA');
  if (vpa !== undefined && !vpaShape.test(vpa)) problems.push('SHOP_VPA must be a UPI ID such as shop@bank');
  const gstin = read.text('SELLER_GSTIN');
  if (gstin !== undefined && !gstinShape.test(gstin))
    problems.push('SELLER_GSTIN must be a 15-character GSTIN such as 29AAACR0000A1ZD');
  const cod = setFields({
    fee: read.number('COD_FEE'),
    feeBelow: read.number('COD_FEE_BELOW'),
    max: read.number('COD_MAX'),
  });
  const upi = setFields({
    payeeVpa: vpa,
    payeeName: read.text('SHOP_PAYEE_NAME'),
    settleMs: read.number('UPI_SETTLE_MS'),
  });
  const seller = setFields({
    name: read.text('SELLER_NAME'),
    gstin,
    address: read.text('SELLER_ADDRESS'),
    state: read.text('SELLER_STATE'),
  });
  return setFields({ cod, upi, seller });
}

/** The developer tools: on unless DEV_ROUTES=false, on their own port (PORT + 1 unless DEV_PORT says). */
function devToolsOf(read: Read, port: number, host: string, allowedDevClients: string[] | undefined) {
  // Any free port when PORT is 0, as in tests.
  const devPort = read.number('DEV_PORT') ?? (port === 0 ? 0 : port + 1);
  if (devPort !== 0 && devPort === port) read.problems.push(`DEV_PORT=${devPort} must differ from PORT`);
  if (devPort > 65_535)
    read.problems.push(`PORT=${port} leaves no port above it for the developer tools: set DEV_PORT`);
  if (!read.on('DEV_ROUTES', true)) return undefined;
  // Loopback only, unless DEV_ROUTES_FROM names other machines: then where the API listens, and
  // the tools' rules judge every caller there as before.
  return { port: devPort, host: allowedDevClients ? host : '127.0.0.1' };
}

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const read = readEnvironment('mock server', rules, env, onlyWithUpstream);
  const { problems } = read;
  const host = hostOf(read.text('HOST'), problems);
  const port = read.number('PORT') ?? 8080;

  const cors = read.text('CORS_ORIGINS');
  const corsOrigins = cors === undefined || cors === '*' ? '*' : originListOf('CORS_ORIGINS', cors, problems);
  const trustProxy = trustProxyOf(read.text('TRUST_PROXY'), problems);
  // X-Forwarded-Host goes into image URLs, so it is believed only when asked for, and only from a
  // proxy TRUST_PROXY trusts (Fastify's request.host ignores it from anyone else).
  const trustForwardedHost = read.on('TRUST_FORWARDED_HOST');
  if (trustForwardedHost && (trustProxy === undefined || trustProxy === false || trustProxy === 0))
    problems.push('TRUST_FORWARDED_HOST=true needs TRUST_PROXY (the proxy whose X-Forwarded-Host to believe)');
  const devRoutesFrom = read.text('DEV_ROUTES_FROM');
  const allowedDevClients =
    devRoutesFrom === undefined ? undefined : addressListOf('DEV_ROUTES_FROM', devRoutesFrom, problems);
  // Image URLs start with it: scheme, host, optional port and path, nothing else.
  const publicUrl = httpUrlAt('PUBLIC_BASE_URL', read, 'https://shop.example');
  const publicBaseUrl = publicUrl && `${publicUrl.origin}${publicUrl.pathname.replace(/\/+$/, '')}`;
  const shopUrl = httpUrlAt('SHOP_URL', read, 'http://localhost:8080/')?.href;
  const { upstream, recording } = upstreamOf(read);
  const replayFrom = read.text('REPLAY_FROM');
  const catalogFrom = read.text('CATALOG_FROM');
  const journalSize = read.number('JOURNAL_SIZE');
  const sessionsMax = read.number('MOCK_SESSIONS_MAX');
  const idleMinutes = read.number('MOCK_SESSION_IDLE_MINUTES');
  const sessions = {
    ...(sessionsMax === undefined ? {} : { max: sessionsMax }),
    ...(idleMinutes === undefined ? {} : { idleMs: idleMinutes * 60_000 }),
  };
  const dev = devToolsOf(read, port, host, allowedDevClients);
  const checkout = checkoutOf(read);
  read.done();

  return {
    port,
    host,
    ...(dev ? { dev } : {}),
    logLevel: read.text('LOG_LEVEL') ?? 'info',
    ...(shopUrl ? { shopUrl } : {}),
    app: {
      catalogSize: read.number('CATALOG_SIZE') ?? 300,
      delayMs: read.number('MOCK_DELAY_MS') ?? 0,
      devRoutes: dev !== undefined,
      devListener: dev !== undefined,
      ...(allowedDevClients ? { devRoutesFrom: allowedDevClients } : {}),
      ...(trustProxy === undefined ? {} : { trustProxy }),
      ...(trustForwardedHost ? { trustForwardedHost } : {}),
      corsOrigins,
      ...(publicBaseUrl ? { publicBaseUrl } : {}),
      ...(upstream ? { upstream } : {}),
      ...(recording ? { recording } : {}),
      ...(replayFrom ? { replayFrom: resolve(replayFrom) } : {}),
      ...(catalogFrom ? { catalogFrom: resolve(catalogFrom) } : {}),
      ...(journalSize === undefined ? {} : { journalSize }),
      ...(Object.keys(sessions).length > 0 ? { sessions } : {}),
      ...(checkout ? { checkout } : {}),
    },
  };
}
