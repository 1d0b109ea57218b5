/**
 * Server configuration from environment variables, validated before anything starts. Every problem
 * is reported at once, with the variable's name and what it accepts.
 *
 *   PORT            8080        port to listen on (0-65535)
 *   HOST            127.0.0.1   interface to listen on; 0.0.0.0 to accept other machines (containers, LAN)
 *   CATALOG_SIZE    300         number of seeded products (1-100000)
 *   MOCK_DELAY_MS   0           delay every API answer (0-10000)
 *   CORS_ORIGINS    *           '*' for any origin, or a comma list: http://localhost:5173,https://shop.example
 *   DEV_ROUTES      true        serve /dev/outbox and /dev/reset (true/false)
 *   DEV_ROUTES_FROM -           addresses/CIDRs besides loopback that may call /dev: 192.168.1.0/24,10.0.0.5
 *   CSP_CONNECT_SRC -           origins the served shop may call besides its own (its VITE_API_BASE_URL)
 *   WEB_DIST        ../web/dist the built storefront to serve
 *   LOG_LEVEL       info        fatal, error, warn, info, debug, trace or silent
 *   PUBLIC_BASE_URL -           the address image URLs start with (https://shop.example); default: the request's host
 *   TRUST_PROXY     false       believe X-Forwarded-* from: true (any proxy), a hop count, or addresses/CIDRs (comma list)
 *   NODE_ENV        -           'production' turns off the response check against openapi.yaml
 *   UPSTREAM_URL    -           forward every API call there and check it against openapi.yaml (/dev/drift)
 *   UPSTREAM_FALLBACK off       'mock': answer from the mock when the upstream is unreachable, slow or 5xx
 *   UPSTREAM_TIMEOUT_MS 10000   bound on each upstream call (100-120000)
 *   JOURNAL_SIZE    500         API calls kept for GET /dev/requests (0-100000)
 *   MOCK_SESSIONS_MAX 1000      X-Mock-Session sandboxes alive at once (0 turns the header off)
 *   MOCK_SESSION_IDLE_MINUTES 30  a sandbox unused this long is dropped (1-1440)
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { AppOptions } from './app.js';
import { compileAllowList } from './routes/dev/guard.js';
import { maxDelayMs } from './http/faults.js';
import { maxJournalSize } from './journal/journal.js';
import { defaultUpstreamTimeoutMs, type UpstreamOptions } from './proxy/options.js';
import { maxCatalogSize } from './store/catalog/index.js';

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: string;
  app: AppOptions;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const hostnamePattern = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };

  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      problems.push(`${name}=${JSON.stringify(raw)} must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return parsed;
  };

  const boolean = (name: string, fallback: boolean) => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name}=${JSON.stringify(raw)} must be true or false`);
    return fallback;
  };

  const host = value('HOST') ?? '127.0.0.1';
  if (!isIP(host) && !hostnamePattern.test(host)) problems.push(`HOST=${JSON.stringify(host)} must be an IP address or a host name`);

  const logLevel = value('LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!logLevels.includes(logLevel)) problems.push(`LOG_LEVEL=${JSON.stringify(logLevel)} must be one of ${logLevels.join(', ')}`);

  /** A comma list of origins (scheme, host, optional port; no path). */
  const originList = (name: string, raw: string): string[] => {
    const origins: string[] = [];
    for (const entry of raw.split(',').map((o) => o.trim()).filter(Boolean)) {
      let origin: string | undefined;
      try {
        const url = new URL(entry);
        if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry.replace(/\/$/, '')) origin = url.origin;
      } catch {
        origin = undefined;
      }
      if (origin) origins.push(origin);
      else problems.push(`${name} entry ${JSON.stringify(entry)} must be an origin such as http://localhost:5173 (scheme, host, optional port; no path)`);
    }
    return origins;
  };

  const cors = value('CORS_ORIGINS');
  const corsOrigins: string[] | '*' = cors === undefined || cors === '*' ? '*' : originList('CORS_ORIGINS', cors);
  const cspConnect = value('CSP_CONNECT_SRC');
  const cspConnectSrc = cspConnect === undefined ? undefined : originList('CSP_CONNECT_SRC', cspConnect);

  /** A comma list of IP addresses or CIDR ranges (proxy-addr's syntax, as Fastify's trustProxy). */
  const addressList = (name: string, raw: string): string[] | undefined => {
    const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
    try {
      if (entries.length === 0) throw new RangeError('no entries');
      compileAllowList(entries);
      return entries;
    } catch {
      problems.push(`${name}=${JSON.stringify(raw)} must be a comma list of IP addresses or CIDR ranges such as 10.0.0.0/8`);
      return undefined;
    }
  };

  const trustProxy = (): AppOptions['trustProxy'] => {
    const raw = value('TRUST_PROXY');
    if (raw === undefined) return undefined;
    if (raw.toLowerCase() === 'true') return true;
    if (raw.toLowerCase() === 'false') return false;
    if (/^\d+$/.test(raw)) return integer('TRUST_PROXY', 0, 0, 100);
    return addressList('TRUST_PROXY', raw);
  };

  const devRoutesFrom = value('DEV_ROUTES_FROM');
  const trusted = trustProxy();
  const allowedDevClients = devRoutesFrom === undefined ? undefined : addressList('DEV_ROUTES_FROM', devRoutesFrom);

  // Image URLs start with it: scheme, host, optional port and path, nothing else (no query, no login).
  let publicBaseUrl: string | undefined;
  const base = value('PUBLIC_BASE_URL');
  if (base !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(base);
    } catch {
      url = undefined;
    }
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.search && !url.hash) {
      publicBaseUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    } else {
      problems.push(`PUBLIC_BASE_URL=${JSON.stringify(base)} must be an http(s) URL such as https://shop.example (optionally with a path; no query or login)`);
    }
  }

  const upstreamUrl = value('UPSTREAM_URL');
  let upstream: UpstreamOptions | undefined;
  if (upstreamUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(upstreamUrl);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
      problems.push(`UPSTREAM_URL=${JSON.stringify(upstreamUrl)} must be an http(s) URL without query, fragment or credentials, e.g. https://server-3f16.onrender.com`);
    } else {
      upstream = { url: url.href.replace(/\/+$/, ''), fallback: 'off', timeoutMs: integer('UPSTREAM_TIMEOUT_MS', defaultUpstreamTimeoutMs, 100, 120_000) };
    }
  }
  const fallback = value('UPSTREAM_FALLBACK')?.toLowerCase();
  if (fallback !== undefined && fallback !== 'off' && fallback !== 'mock') problems.push(`UPSTREAM_FALLBACK=${JSON.stringify(fallback)} must be off or mock`);
  else if (fallback === 'mock' && upstreamUrl === undefined) problems.push('UPSTREAM_FALLBACK=mock needs UPSTREAM_URL');
  else if (fallback === 'mock' && upstream) upstream.fallback = 'mock';

  const sessions = {
    ...(value('MOCK_SESSIONS_MAX') === undefined ? {} : { max: integer('MOCK_SESSIONS_MAX', 0, 0, 100_000) }),
    ...(value('MOCK_SESSION_IDLE_MINUTES') === undefined ? {} : { idleMs: integer('MOCK_SESSION_IDLE_MINUTES', 30, 1, 1440) * 60_000 }),
  };

  const config: ServerConfig = {
    port: integer('PORT', 8080, 0, 65535),
    host,
    logLevel,
    app: {
      catalogSize: integer('CATALOG_SIZE', 300, 1, maxCatalogSize),
      delayMs: integer('MOCK_DELAY_MS', 0, 0, maxDelayMs),
      devRoutes: boolean('DEV_ROUTES', true),
      ...(allowedDevClients ? { devRoutesFrom: allowedDevClients } : {}),
      ...(trusted === undefined ? {} : { trustProxy: trusted }),
      ...(cspConnectSrc ? { cspConnectSrc } : {}),
      corsOrigins,
      ...(value('WEB_DIST') ? { webDist: resolve(value('WEB_DIST') ?? '') } : {}),
      ...(publicBaseUrl ? { publicBaseUrl } : {}),
      ...(upstream ? { upstream } : {}),
      ...(value('JOURNAL_SIZE') === undefined ? {} : { journalSize: integer('JOURNAL_SIZE', 0, 0, maxJournalSize) }),
      ...(Object.keys(sessions).length > 0 ? { sessions } : {}),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
