import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.js';

describe('readConfig (environment variables)', () => {
  it('has safe defaults', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dev: { port: 8081, host: '127.0.0.1' },
      logLevel: 'info',
      app: { catalogSize: 300, delayMs: 0, devRoutes: true, devListener: true, corsOrigins: '*' },
    });
  });

  it('gives the developer tools their own loopback port (issue 38): PORT + 1, DEV_PORT, or where DEV_ROUTES_FROM can reach', () => {
    expect(readConfig({ PORT: '9000', HOST: '0.0.0.0' }).dev).toEqual({ port: 9001, host: '127.0.0.1' });
    expect(readConfig({ PORT: '0' }).dev).toEqual({ port: 0, host: '127.0.0.1' });
    expect(readConfig({ DEV_PORT: '7000' }).dev).toEqual({ port: 7000, host: '127.0.0.1' });
    expect(readConfig({ HOST: '0.0.0.0', DEV_ROUTES_FROM: '192.168.1.0/24' }).dev).toEqual({
      port: 8081,
      host: '0.0.0.0',
    });
    expect(() => readConfig({ PORT: '9000', DEV_PORT: '9000' })).toThrow(/DEV_PORT=9000 must differ from PORT/);
    expect(() => readConfig({ PORT: '65535' })).toThrow(/set DEV_PORT/);
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '18080',
      HOST: '0.0.0.0',
      CATALOG_SIZE: '100000',
      MOCK_DELAY_MS: '250',
      CORS_ORIGINS: 'http://localhost:5173, https://shop.example/',
      DEV_ROUTES: 'false',
      SHOP_URL: 'http://localhost:8080',
      LOG_LEVEL: 'WARN',
      UPSTREAM_URL: 'https://server-3f16.onrender.com/',
      UPSTREAM_FALLBACK: 'mock',
      UPSTREAM_TIMEOUT_MS: '2500',
      JOURNAL_SIZE: '2000',
      MOCK_SESSIONS_MAX: '50',
      MOCK_SESSION_IDLE_MINUTES: '5',
      COD_FEE: '25',
      COD_FEE_BELOW: '1000',
      COD_MAX: '20000',
      SHOP_VPA: 'shop.test@okaxis',
      SHOP_PAYEE_NAME: 'Test Shop',
      UPI_SETTLE_MS: '0',
      SELLER_NAME: 'Test Shop Pvt Ltd',
      SELLER_GSTIN: '27AAACR0000A1ZD',
      SELLER_ADDRESS: '1 Test Road, Pune 411001',
      SELLER_STATE: 'Maharashtra',
    });
    expect(config).toEqual({
      port: 18080,
      host: '0.0.0.0',
      logLevel: 'warn',
      shopUrl: 'http://localhost:8080/',
      app: {
        catalogSize: 100000,
        delayMs: 250,
        devRoutes: false,
        devListener: false,
        corsOrigins: ['http://localhost:5173', 'https://shop.example'],
        upstream: { url: 'https://server-3f16.onrender.com', fallback: 'mock', timeoutMs: 2500 },
        journalSize: 2000,
        sessions: { max: 50, idleMs: 300_000 },
        checkout: {
          cod: { fee: 25, feeBelow: 1000, max: 20000 },
          upi: { payeeVpa: 'shop.test@okaxis', payeeName: 'Test Shop', settleMs: 0 },
          seller: {
            name: 'Test Shop Pvt Ltd',
            gstin: '27AAACR0000A1ZD',
            address: '1 Test Road, Pune 411001',
            state: 'Maharashtra',
          },
        },
      },
    });
    // One part alone leaves the others to their defaults.
    expect(readConfig({ COD_FEE: '0' }).app.checkout).toEqual({ cod: { fee: 0 } });
  });

  it('reports every invalid value at once, naming the variable', () => {
    let error: unknown;
    try {
      readConfig({
        PORT: '80a',
        HOST: 'bad host',
        CATALOG_SIZE: '100001',
        MOCK_DELAY_MS: '-1',
        CORS_ORIGINS: 'localhost:5173',
        DEV_ROUTES: 'maybe',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'HOST', 'CATALOG_SIZE', 'MOCK_DELAY_MS', 'CORS_ORIGINS', 'DEV_ROUTES', 'LOG_LEVEL'])
      expect(problems).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(7);
  });

  it('reads PUBLIC_BASE_URL as an origin with an optional path, without a trailing slash', () => {
    expect(readConfig({ PUBLIC_BASE_URL: 'https://shop.example/' }).app.publicBaseUrl).toBe('https://shop.example');
    expect(readConfig({ PUBLIC_BASE_URL: 'http://cdn.example:8443/shop/' }).app.publicBaseUrl).toBe(
      'http://cdn.example:8443/shop',
    );
    expect(readConfig({}).app).not.toHaveProperty('publicBaseUrl');
  });

  it.each([
    'shop.example',
    'ftp://shop.example',
    'https://user:pw@shop.example',
    'https://shop.example/?a=1',
    'https://shop.example/#top',
    'https://',
  ])('refuses PUBLIC_BASE_URL=%s, saying what it accepts', (PUBLIC_BASE_URL) => {
    expect(() => readConfig({ PUBLIC_BASE_URL })).toThrow(/PUBLIC_BASE_URL=.* must be an http\(s\) URL/);
  });
  it('proxies with no fallback and a 10 s timeout when only UPSTREAM_URL is set', () => {
    expect(readConfig({ UPSTREAM_URL: 'http://127.0.0.1:9000' }).app.upstream).toEqual({
      url: 'http://127.0.0.1:9000',
      fallback: 'off',
      timeoutMs: 10_000,
    });
  });

  it('collapses identical reads only when UPSTREAM_COLLAPSE_READS says so', () => {
    const url = 'http://127.0.0.1:9000';
    expect(readConfig({ UPSTREAM_URL: url, UPSTREAM_COLLAPSE_READS: 'true' }).app.upstream?.collapseReads).toBe(true);
    expect(readConfig({ UPSTREAM_URL: url, UPSTREAM_COLLAPSE_READS: 'false' }).app.upstream).not.toHaveProperty(
      'collapseReads',
    );
    expect(() => readConfig({ UPSTREAM_COLLAPSE_READS: 'true' })).toThrow(/UPSTREAM_COLLAPSE_READS needs UPSTREAM_URL/);
  });

  it('records with UPSTREAM_URL only, and replays without it', () => {
    const url = 'http://127.0.0.1:9000';
    const recording = readConfig({ UPSTREAM_URL: url, RECORD_TO: 'x.json', RECORD_REDACT: 'username, city' }).app;
    expect(recording.recording).toEqual({
      file: expect.stringMatching(/\/x\.json$/),
      redaction: { redact: ['username', 'city'], keep: [] },
    });
    expect(readConfig({ REPLAY_FROM: 'x.json', CATALOG_FROM: 'x.json' }).app).toMatchObject({
      replayFrom: expect.stringMatching(/\/x\.json$/),
      catalogFrom: expect.stringMatching(/\/x\.json$/),
    });
    expect(() => readConfig({ RECORD_TO: 'x.json' })).toThrow(/RECORD_TO needs UPSTREAM_URL/);
    expect(() => readConfig({ UPSTREAM_URL: url, REPLAY_FROM: 'x.json' })).toThrow(/exclude each other/);
  });

  it('refuses a payee, seller or settle delay that cannot work', () => {
    let error: unknown;
    try {
      readConfig({ SHOP_VPA: 'not a vpa', SELLER_GSTIN: '29-123', UPI_SETTLE_MS: '300000', COD_FEE: '-5' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('SHOP_VPA'),
        expect.stringContaining('SELLER_GSTIN'),
        expect.stringContaining('UPI_SETTLE_MS'),
        expect.stringContaining('COD_FEE'),
      ]),
    );
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
    expect(problemsOf({ UPSTREAM_URL: 'https://user:pw@example.com' })).toEqual([
      expect.stringContaining('UPSTREAM_URL'),
    ]);
    expect(problemsOf({ UPSTREAM_FALLBACK: 'mock' })).toEqual(['UPSTREAM_FALLBACK=mock needs UPSTREAM_URL']);
    expect(
      problemsOf({
        UPSTREAM_URL: 'https://example.com',
        UPSTREAM_FALLBACK: 'yes',
        UPSTREAM_TIMEOUT_MS: '5',
        JOURNAL_SIZE: 'x',
        MOCK_SESSIONS_MAX: '-1',
      }),
    ).toHaveLength(4);
  });

  it('treats empty values as unset', () => {
    expect(readConfig({ PORT: '', CORS_ORIGINS: ' ' }).port).toBe(8080);
  });
});

describe('TRUST_PROXY and DEV_ROUTES_FROM', () => {
  it('are off and loopback-only by default', () => {
    expect(readConfig({}).app.trustProxy).toBeUndefined();
    expect(readConfig({}).app.devRoutesFrom).toBeUndefined();
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['127.0.0.1, 10.0.0.0/8 ,::1', ['127.0.0.1', '10.0.0.0/8', '::1']],
    ['loopback', ['loopback']],
  ])('TRUST_PROXY=%j is passed to Fastify as %j', (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).app.trustProxy).toEqual(expected);
  });

  it('DEV_ROUTES_FROM takes addresses and CIDR ranges', () => {
    expect(readConfig({ DEV_ROUTES_FROM: '192.168.1.0/24, 10.1.2.3' }).app.devRoutesFrom).toEqual([
      '192.168.1.0/24',
      '10.1.2.3',
    ]);
  });

  it.each([
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['TRUST_PROXY', '10.0.0.0/8,proxy.example'],
    ['TRUST_PROXY', '1.2.3.4/8/8'],
    ['TRUST_PROXY', ','],
    ['DEV_ROUTES_FROM', 'example.com'],
    ['DEV_ROUTES_FROM', '300.1.1.1'],
  ])('refuses %s=%j', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('TRUST_FORWARDED_HOST', () => {
  it('is off by default, and on only with a TRUST_PROXY to believe', () => {
    expect(readConfig({ TRUST_PROXY: '127.0.0.1' }).app.trustForwardedHost).toBeUndefined();
    expect(readConfig({ TRUST_PROXY: '127.0.0.1', TRUST_FORWARDED_HOST: 'true' }).app.trustForwardedHost).toBe(true);
    expect(readConfig({ TRUST_PROXY: '1', TRUST_FORWARDED_HOST: 'no' }).app.trustForwardedHost).toBeUndefined();
  });

  it.each([
    [{ TRUST_FORWARDED_HOST: 'true' }],
    [{ TRUST_FORWARDED_HOST: 'true', TRUST_PROXY: 'false' }],
    [{ TRUST_FORWARDED_HOST: 'true', TRUST_PROXY: '0' }],
    [{ TRUST_FORWARDED_HOST: 'maybe', TRUST_PROXY: 'true' }],
  ])('refuses %j', (env) => {
    expect(() => readConfig(env)).toThrow(/TRUST_FORWARDED_HOST/);
  });
});

describe('SHOP_URL', () => {
  it('says where the shop is, for the start line and the page at /', () => {
    expect(readConfig({}).shopUrl).toBeUndefined();
    expect(readConfig({ SHOP_URL: 'http://127.0.0.1:5173/' }).shopUrl).toBe('http://127.0.0.1:5173/');
  });

  it.each(['localhost:8080', 'ftp://shop.example', 'https://shop.example/?a=1'])('refuses SHOP_URL=%s', (SHOP_URL) => {
    expect(() => readConfig({ SHOP_URL })).toThrow(/SHOP_URL=.* must be an http\(s\) URL/);
  });
});
