/**
 * The shop server's configuration from environment variables, checked before anything starts:
 * every problem is reported at once, with the variable's name and what it accepts.
 *
 * API_BASE_URL (required)   the API that speaks openapi.yaml, e.g. https://server-3f16.onrender.com
 * PORT, HOST                where to listen (default 8080 on 127.0.0.1, as the mock server)
 * LOG_LEVEL                 pino's level (default info; silent for none)
 * WEB_DIST                  the built shop (default ../web/dist beside this package)
 * TRUST_PROXY               whose X-Forwarded-For to believe: true, false (default) or a hop count
 * UPSTREAM_TIMEOUT_MS       how long one upstream call may take (default 10,000)
 * CACHE_MAX_MB              memory for cached catalogue reads (default 64)
 * RENDER_TIMEOUT_MS         how long a server render may wait for its data (default 2,500)
 * PAGE_CACHE_SECONDS        how long a rendered public page is handed out again (default 10; 0: never)
 * SEARCH_MAX_PRODUCTS       the most products /search-suggestions indexes (default 100,000; 0: none)
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { AppOptions } from './app.js';

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: string;
  app: AppOptions;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The shop server's configuration has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

const hostnamePattern = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const problems: string[] = [];
  const text = (name: string) => env[name]?.trim() || undefined;
  const whole = (name: string, min: number, max: number): number | undefined => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (/^\d+$/.test(raw) && value >= min && value <= max) return value;
    problems.push(`${name}=${JSON.stringify(raw)} must be a whole number from ${min} to ${max}`);
    return undefined;
  };

  const base = text('API_BASE_URL');
  let apiBaseUrl = '';
  if (base === undefined) problems.push('API_BASE_URL is required, e.g. https://server-3f16.onrender.com');
  else {
    const url = URL.canParse(base) ? new URL(base) : undefined;
    const plain =
      url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.search && !url.hash;
    if (plain) apiBaseUrl = url.href.replace(/\/+$/, '');
    else
      problems.push(
        `API_BASE_URL=${JSON.stringify(base)} must be an http(s) URL without query, fragment or login, e.g. https://server-3f16.onrender.com`,
      );
  }

  const host = text('HOST') ?? '127.0.0.1';
  if (!isIP(host) && !hostnamePattern.test(host))
    problems.push(`HOST=${JSON.stringify(host)} must be an IP address or a host name`);
  const logLevel = text('LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!logLevels.includes(logLevel))
    problems.push(`LOG_LEVEL=${JSON.stringify(logLevel)} must be one of ${logLevels.join(', ')}`);

  const trust = text('TRUST_PROXY')?.toLowerCase();
  let trustProxy: AppOptions['trustProxy'];
  if (trust === 'true') trustProxy = true;
  else if (trust !== undefined && trust !== 'false') {
    if (/^\d{1,3}$/.test(trust) && Number(trust) <= 100) trustProxy = Number(trust);
    else problems.push(`TRUST_PROXY=${JSON.stringify(trust)} must be true, false or a hop count from 0 to 100`);
  }

  const port = whole('PORT', 0, 65535) ?? 8080;
  const upstreamTimeoutMs = whole('UPSTREAM_TIMEOUT_MS', 100, 120_000);
  const cacheMaxMb = whole('CACHE_MAX_MB', 1, 4096);
  const renderTimeoutMs = whole('RENDER_TIMEOUT_MS', 100, 30_000);
  const pageCacheSeconds = whole('PAGE_CACHE_SECONDS', 0, 600);
  const searchMaxProducts = whole('SEARCH_MAX_PRODUCTS', 0, 1_000_000);
  const webDist = text('WEB_DIST');

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    logLevel,
    app: {
      apiBaseUrl,
      ...(trustProxy === undefined ? {} : { trustProxy }),
      ...(upstreamTimeoutMs === undefined ? {} : { upstreamTimeoutMs }),
      ...(cacheMaxMb === undefined ? {} : { cacheMaxBytes: cacheMaxMb * 1024 * 1024 }),
      ...(renderTimeoutMs === undefined ? {} : { renderTimeoutMs }),
      ...(pageCacheSeconds === undefined ? {} : { pageFreshMs: pageCacheSeconds * 1000 }),
      ...(searchMaxProducts === undefined ? {} : { searchMaxProducts }),
      ...(webDist === undefined ? {} : { webDist: resolve(webDist) }),
    },
  };
}
