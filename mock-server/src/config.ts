/**
 * Server configuration from environment variables, validated before anything starts. Every problem
 * is reported at once, with the variable's name and what it accepts.
 *
 * Every variable, its default and what it accepts: mock-server/README.md, "Configuration".
 *
 * Numbers, switches and word lists are a JSON Schema checked by env-schema (Ajv, every error at
 * once); addresses, origins and URLs are checked here, by the parsers that will use them (WHATWG
 * URL, proxy-addr). See docs/decisions/013-server-plumbing-from-libraries.md.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import envSchema from 'env-schema';
import type { AppOptions } from './app.js';
import { compileAllowList } from './routes/dev/audience.js';
import { maxDelayMs } from './http/faults.js';
import { maxJournalSize } from './journal/journal.js';
import { defaultUpstreamTimeoutMs, type UpstreamOptions } from './proxy/options.js';
import { maxCatalogSize } from './store/catalog/index.js';

export interface ServerConfig {
  port: number;
  host: string;
  /** The developer tools' own listener (routes/dev/listener.ts), or undefined with DEV_ROUTES=false. */
  dev?: { port: number; host: string };
  logLevel: string;
  /** Where `npm run dev` serves the shop with hot reload (Vite), for the start line to point at. */
  devShopUrl?: string;
  app: AppOptions;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** A variable's JSON Schema, what to say when it fails, and whether its value is a word (case-blind). */
interface Rule {
  schema: Record<string, unknown>;
  says: string;
  word?: boolean;
}

/** Digits only ("1e3" and "0x10" are not numbers here), then Ajv's coercion checks the range. */
const wholeNumber = (min: number, max: number): Rule => ({
  schema: {
    allOf: [
      { type: 'string', pattern: '^[0-9]+$' },
      { type: 'integer', minimum: min, maximum: max },
    ],
  },
  says: `must be a whole number from ${min} to ${max}`,
});
const oneOf = (words: readonly string[], says = `must be one of ${words.join(', ')}`): Rule => ({
  schema: { type: 'string', enum: words },
  says,
  word: true,
});
const anyText: Rule = { schema: { type: 'string' }, says: 'must be text' };

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const yes = ['true', '1', 'yes', 'on'];
const no = ['false', '0', 'no', 'off'];

const rules = {
  PORT: wholeNumber(0, 65535),
  DEV_PORT: wholeNumber(0, 65535),
  HOST: anyText,
  CATALOG_SIZE: wholeNumber(1, maxCatalogSize),
  MOCK_DELAY_MS: wholeNumber(0, maxDelayMs),
  CORS_ORIGINS: anyText,
  DEV_ROUTES: oneOf([...yes, ...no], 'must be true or false'),
  DEV_ROUTES_FROM: anyText,
  CSP_CONNECT_SRC: anyText,
  WEB_DIST: anyText,
  DEV_SHOP_URL: anyText,
  LOG_LEVEL: oneOf(logLevels),
  PUBLIC_BASE_URL: anyText,
  TRUST_PROXY: anyText,
  TRUST_FORWARDED_HOST: oneOf([...yes, ...no], 'must be true or false'),
  UPSTREAM_URL: anyText,
  UPSTREAM_FALLBACK: oneOf(['off', 'mock'], 'must be off or mock'),
  UPSTREAM_TIMEOUT_MS: wholeNumber(100, 120_000),
  UPSTREAM_COLLAPSE_READS: oneOf([...yes, ...no], 'must be true or false'),
  RECORD_TO: anyText,
  RECORD_REDACT: anyText,
  RECORD_KEEP: anyText,
  REPLAY_FROM: anyText,
  CATALOG_FROM: anyText,
  JOURNAL_SIZE: wholeNumber(0, maxJournalSize),
  MOCK_SESSIONS_MAX: wholeNumber(0, 100_000),
  MOCK_SESSION_IDLE_MINUTES: wholeNumber(1, 1440),
} satisfies Record<string, Rule>;

type Name = keyof typeof rules;
type Parsed = Partial<Record<Name, string | number>>;

const schema = {
  type: 'object',
  properties: {
    ...Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, rule.schema])),
    // Read only with UPSTREAM_URL: without a proxy there is no upstream call to bound.
    UPSTREAM_TIMEOUT_MS: {},
  },
  if: { required: ['UPSTREAM_URL'] },
  then: { properties: { UPSTREAM_TIMEOUT_MS: rules.UPSTREAM_TIMEOUT_MS.schema } },
};

/** Trimmed values of the variables we read, empty ones as unset, words lower-cased. */
function present(env: Record<string, string | undefined>): Parsed {
  const values: Parsed = {};
  for (const [name, rule] of Object.entries(rules) as [Name, Rule][]) {
    const raw = env[name]?.trim();
    if (raw) values[name] = rule.word ? raw.toLowerCase() : raw;
  }
  return values;
}

/** The schema's verdict: the coerced values, or one problem per failing variable. */
function checkSchema(raw: Parsed, problems: string[]): Parsed {
  try {
    return envSchema<Parsed>({ schema, data: { ...raw }, env: false });
  } catch (error) {
    const failing = new Set(
      ((error as { errors?: { instancePath: string }[] }).errors ?? []).map((e) => e.instancePath.slice(1)),
    );
    for (const name of Object.keys(rules) as Name[]) {
      if (failing.has(name)) problems.push(`${name}=${JSON.stringify(raw[name])} ${rules[name].says}`);
    }
    return {};
  }
}

const hostnamePattern = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** An http(s) URL without query, fragment or login, or undefined. */
function plainHttpUrl(raw: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const plain =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash;
  return plain ? url : undefined;
}

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const problems: string[] = [];
  const raw = present(env);
  const value = checkSchema(raw, problems);
  const text = (name: Name) => raw[name] as string | undefined;
  const number = (name: Name) => value[name] as number | undefined;

  const host = text('HOST') ?? '127.0.0.1';
  if (!isIP(host) && !hostnamePattern.test(host))
    problems.push(`HOST=${JSON.stringify(host)} must be an IP address or a host name`);

  /** A comma list of origins (scheme, host, optional port; no path). */
  const originList = (name: Name, list: string): string[] => {
    const origins: string[] = [];
    for (const entry of list
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)) {
      const origin = plainHttpUrl(entry)?.origin;
      if (origin && origin === entry.replace(/\/$/, '')) origins.push(origin);
      else
        problems.push(
          `${name} entry ${JSON.stringify(entry)} must be an origin such as http://localhost:5173 (scheme, host, optional port; no path)`,
        );
    }
    return origins;
  };

  const cors = text('CORS_ORIGINS');
  const corsOrigins: string[] | '*' = cors === undefined || cors === '*' ? '*' : originList('CORS_ORIGINS', cors);
  const cspConnect = text('CSP_CONNECT_SRC');
  const cspConnectSrc = cspConnect === undefined ? undefined : originList('CSP_CONNECT_SRC', cspConnect);

  /** A comma list of IP addresses or CIDR ranges (proxy-addr's syntax, as Fastify's trustProxy). */
  const addressList = (name: Name, list: string): string[] | undefined => {
    const entries = list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    try {
      if (entries.length === 0) throw new RangeError('no entries');
      compileAllowList(entries);
      return entries;
    } catch {
      problems.push(
        `${name}=${JSON.stringify(list)} must be a comma list of IP addresses or CIDR ranges such as 10.0.0.0/8`,
      );
      return undefined;
    }
  };

  const trustProxy = (setting: string): AppOptions['trustProxy'] => {
    if (setting.toLowerCase() === 'true') return true;
    if (setting.toLowerCase() === 'false') return false;
    if (!/^\d+$/.test(setting)) return addressList('TRUST_PROXY', setting);
    const hops = Number(setting);
    if (hops <= 100) return hops;
    problems.push(`TRUST_PROXY=${JSON.stringify(setting)} must be a whole number from 0 to 100`);
    return undefined;
  };

  const trustSetting = text('TRUST_PROXY');
  const trusted = trustSetting === undefined ? undefined : trustProxy(trustSetting);
  // X-Forwarded-Host goes into image URLs, so it is believed only when asked for, and only from a
  // proxy TRUST_PROXY trusts (Fastify's request.host ignores it from anyone else).
  const forwardedHost = text('TRUST_FORWARDED_HOST');
  const trustForwardedHost = forwardedHost !== undefined && yes.includes(forwardedHost);
  if (trustForwardedHost && (trusted === undefined || trusted === false || trusted === 0))
    problems.push('TRUST_FORWARDED_HOST=true needs TRUST_PROXY (the proxy whose X-Forwarded-Host to believe)');
  const devRoutesFrom = text('DEV_ROUTES_FROM');
  const allowedDevClients = devRoutesFrom === undefined ? undefined : addressList('DEV_ROUTES_FROM', devRoutesFrom);

  // Image URLs start with it: scheme, host, optional port and path, nothing else (no query, no login).
  let publicBaseUrl: string | undefined;
  const base = text('PUBLIC_BASE_URL');
  if (base !== undefined) {
    const url = plainHttpUrl(base);
    if (url) publicBaseUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    else
      problems.push(
        `PUBLIC_BASE_URL=${JSON.stringify(base)} must be an http(s) URL such as https://shop.example (optionally with a path; no query or login)`,
      );
  }

  const upstreamUrl = text('UPSTREAM_URL');
  const recordTo = text('RECORD_TO');
  const replayFrom = text('REPLAY_FROM');
  const catalogFrom = text('CATALOG_FROM');
  const names = (name: Name) =>
    (text(name) ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
  let upstream: UpstreamOptions | undefined;
  if (upstreamUrl !== undefined) {
    const url = plainHttpUrl(upstreamUrl);
    if (!url) {
      problems.push(
        `UPSTREAM_URL=${JSON.stringify(upstreamUrl)} must be an http(s) URL without query, fragment or credentials, e.g. https://server-3f16.onrender.com`,
      );
    } else {
      const fallback = text('UPSTREAM_FALLBACK') === 'mock' ? 'mock' : 'off';
      upstream = {
        url: url.href.replace(/\/+$/, ''),
        fallback,
        timeoutMs: number('UPSTREAM_TIMEOUT_MS') ?? defaultUpstreamTimeoutMs,
        ...(yes.includes(text('UPSTREAM_COLLAPSE_READS') ?? '') ? { collapseReads: true } : {}),
        ...(recordTo
          ? { recordTo: resolve(recordTo), redaction: { redact: names('RECORD_REDACT'), keep: names('RECORD_KEEP') } }
          : {}),
      };
    }
  }
  if (text('UPSTREAM_FALLBACK') === 'mock' && upstreamUrl === undefined)
    problems.push('UPSTREAM_FALLBACK=mock needs UPSTREAM_URL');
  if (recordTo !== undefined && upstreamUrl === undefined)
    problems.push('RECORD_TO needs UPSTREAM_URL (the API to record)');
  if (replayFrom !== undefined && upstreamUrl !== undefined)
    problems.push('REPLAY_FROM and UPSTREAM_URL exclude each other: replay is offline');
  if (text('UPSTREAM_COLLAPSE_READS') !== undefined && upstreamUrl === undefined)
    problems.push('UPSTREAM_COLLAPSE_READS needs UPSTREAM_URL');

  const sessionsMax = number('MOCK_SESSIONS_MAX');
  const idleMinutes = number('MOCK_SESSION_IDLE_MINUTES');
  const sessions = {
    ...(sessionsMax === undefined ? {} : { max: sessionsMax }),
    ...(idleMinutes === undefined ? {} : { idleMs: idleMinutes * 60_000 }),
  };
  const devRoutes = text('DEV_ROUTES');
  const webDist = text('WEB_DIST');
  const devShopUrl = text('DEV_SHOP_URL');
  const journalSize = number('JOURNAL_SIZE');

  const port = number('PORT') ?? 8080;
  // The tools' own port: PORT + 1 unless told (any free one when PORT is 0, as in tests).
  const devPort = number('DEV_PORT') ?? (port === 0 ? 0 : port + 1);
  if (devPort !== 0 && devPort === port) problems.push(`DEV_PORT=${devPort} must differ from PORT`);
  if (devPort > 65_535) problems.push(`PORT=${port} leaves no port above it for the developer tools: set DEV_PORT`);
  const devRoutesOn = devRoutes === undefined || yes.includes(devRoutes);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    // Loopback only, unless DEV_ROUTES_FROM names other machines: then where the shop listens,
    // and the tools' rules judge every caller there as before.
    ...(devRoutesOn ? { dev: { port: devPort, host: allowedDevClients ? host : '127.0.0.1' } } : {}),
    logLevel: text('LOG_LEVEL') ?? 'info',
    ...(devShopUrl ? { devShopUrl } : {}),
    app: {
      catalogSize: number('CATALOG_SIZE') ?? 300,
      delayMs: number('MOCK_DELAY_MS') ?? 0,
      devRoutes: devRoutesOn,
      devListener: devRoutesOn,
      ...(allowedDevClients ? { devRoutesFrom: allowedDevClients } : {}),
      ...(trusted === undefined ? {} : { trustProxy: trusted }),
      ...(trustForwardedHost ? { trustForwardedHost } : {}),
      ...(cspConnectSrc ? { cspConnectSrc } : {}),
      corsOrigins,
      ...(webDist ? { webDist: resolve(webDist) } : {}),
      ...(publicBaseUrl ? { publicBaseUrl } : {}),
      ...(upstream ? { upstream } : {}),
      ...(replayFrom ? { replayFrom: resolve(replayFrom) } : {}),
      ...(catalogFrom ? { catalogFrom: resolve(catalogFrom) } : {}),
      ...(journalSize === undefined ? {} : { journalSize }),
      ...(Object.keys(sessions).length > 0 ? { sessions } : {}),
    },
  };
}
