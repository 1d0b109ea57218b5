import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.js';

describe('readConfig (environment variables)', () => {
  it('has safe defaults', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'info',
      app: { catalogSize: 300, delayMs: 0, devRoutes: true, corsOrigins: '*' },
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '18080',
      HOST: '0.0.0.0',
      CATALOG_SIZE: '100000',
      MOCK_DELAY_MS: '250',
      CORS_ORIGINS: 'http://localhost:5173, https://shop.example/',
      DEV_ROUTES: 'false',
      WEB_DIST: '/tmp/web-dist',
      LOG_LEVEL: 'WARN',
    });
    expect(config).toEqual({
      port: 18080,
      host: '0.0.0.0',
      logLevel: 'warn',
      app: { catalogSize: 100000, delayMs: 250, devRoutes: false, corsOrigins: ['http://localhost:5173', 'https://shop.example'], webDist: '/tmp/web-dist' },
    });
  });

  it('reports every invalid value at once, naming the variable', () => {
    let error: unknown;
    try {
      readConfig({ PORT: '80a', HOST: 'bad host', CATALOG_SIZE: '100001', MOCK_DELAY_MS: '-1', CORS_ORIGINS: 'localhost:5173', DEV_ROUTES: 'maybe', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'HOST', 'CATALOG_SIZE', 'MOCK_DELAY_MS', 'CORS_ORIGINS', 'DEV_ROUTES', 'LOG_LEVEL']) expect(problems).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(7);
  });

  it('reads the proxy, journal and session settings', () => {
    const config = readConfig({
      UPSTREAM_URL: 'https://server-3f16.onrender.com/',
      UPSTREAM_FALLBACK: 'mock',
      UPSTREAM_TIMEOUT_MS: '2500',
      JOURNAL_SIZE: '2000',
      MOCK_SESSIONS_MAX: '50',
      MOCK_SESSION_IDLE_MINUTES: '5',
    });
    expect(config.app).toMatchObject({
      upstream: { url: 'https://server-3f16.onrender.com', fallback: 'mock', timeoutMs: 2500 },
      journalSize: 2000,
      sessions: { max: 50, idleMs: 300_000 },
    });
    expect(readConfig({ UPSTREAM_URL: 'http://127.0.0.1:9000' }).app.upstream).toEqual({ url: 'http://127.0.0.1:9000', fallback: 'off', timeoutMs: 10_000 });
  });

  it('refuses a proxy setting that cannot work', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        readConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problemsOf({ UPSTREAM_URL: 'ftp://example.com' })).toEqual([expect.stringContaining('UPSTREAM_URL')]);
    expect(problemsOf({ UPSTREAM_URL: 'https://user:pw@example.com' })).toEqual([expect.stringContaining('UPSTREAM_URL')]);
    expect(problemsOf({ UPSTREAM_FALLBACK: 'mock' })).toEqual(['UPSTREAM_FALLBACK=mock needs UPSTREAM_URL']);
    expect(problemsOf({ UPSTREAM_URL: 'https://example.com', UPSTREAM_FALLBACK: 'yes', UPSTREAM_TIMEOUT_MS: '5', JOURNAL_SIZE: 'x', MOCK_SESSIONS_MAX: '-1' })).toHaveLength(4);
  });

  it('treats empty values as unset', () => {
    expect(readConfig({ PORT: '', CORS_ORIGINS: ' ' }).port).toBe(8080);
  });
});
