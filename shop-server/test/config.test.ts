import { describe, expect, it } from 'vitest';
import { ConfigError } from 'server-kit/config';
import { readConfig } from '../src/config.js';

describe('the shop server’s configuration', () => {
  it('needs API_BASE_URL, and takes PORT and HOST as the mock server does', () => {
    expect(readConfig({ API_BASE_URL: 'https://server-3f16.onrender.com/', PORT: '9000', HOST: '0.0.0.0' })).toEqual({
      port: 9000,
      host: '0.0.0.0',
      metrics: { port: 9464, host: '0.0.0.0' },
      logLevel: 'info',
      app: { apiBaseUrl: 'https://server-3f16.onrender.com', publicUrl: 'http://localhost:9000' },
    });
  });

  describe('PUBLIC_URL, the origin robots.txt and the sitemaps name', () => {
    const base = { API_BASE_URL: 'http://127.0.0.1:8080' };

    it('takes an http(s) origin, a trailing slash dropped; default http://localhost:<PORT>', () => {
      expect(readConfig({ ...base, PUBLIC_URL: 'https://shop.example.in/' }).app.publicUrl).toBe(
        'https://shop.example.in',
      );
      expect(readConfig({ ...base, PUBLIC_URL: 'http://shop.example.in:8443' }).app.publicUrl).toBe(
        'http://shop.example.in:8443',
      );
      expect(readConfig(base).app.publicUrl).toBe('http://localhost:8080');
      expect(readConfig({ ...base, PORT: '5173' }).app.publicUrl).toBe('http://localhost:5173');
    });

    it.each([
      'shop.example.in',
      'ftp://shop.example.in',
      'https://shop.example.in/shop',
      'https://a:b@shop.example.in',
      'https://shop.example.in/?x=1',
    ])('refuses PUBLIC_URL=%j', (value) => {
      expect(() => readConfig({ ...base, PUBLIC_URL: value })).toThrow(
        `PUBLIC_URL=${JSON.stringify(value)} must be an http(s) origin such as https://shop.example.in`,
      );
    });
  });

  it('reports every problem at once, by name', () => {
    let error: unknown;
    try {
      readConfig({ PORT: 'eighty', TRUST_PROXY: 'maybe', API_BASE_URL: undefined });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'API_BASE_URL is required, e.g. https://server-3f16.onrender.com',
      'PORT="eighty" must be a whole number from 0 to 65535',
      'TRUST_PROXY="maybe" must be a comma list of IP addresses or CIDR ranges such as 10.0.0.0/8',
    ]);
  });

  describe('PAGE_CACHE_SECONDS, SEARCH_MAX_PRODUCTS, DEV_PORT and CACHE_SECONDS', () => {
    const base = { API_BASE_URL: 'http://127.0.0.1:8080' };

    it.each([
      // How long a rendered page is handed out again, 0 for never.
      ['PAGE_CACHE_SECONDS', '30', 'pageFreshMs', 30_000],
      ['PAGE_CACHE_SECONDS', '0', 'pageFreshMs', 0],
      // The most products the search suggestions index, 0 for none.
      ['SEARCH_MAX_PRODUCTS', '250000', 'searchMaxProducts', 250_000],
      ['SEARCH_MAX_PRODUCTS', '0', 'searchMaxProducts', 0],
      // The mock server's developer tools.
      ['DEV_PORT', '9091', 'devPort', 9091],
      // A catalogue read's freshness, 0 for none.
      ['CACHE_SECONDS', '0', 'freshMs', 0],
      // The memory past which every request is refused (under-pressure), 0 for no bound.
      ['MAX_RSS_MB', '768', 'maxRssBytes', 768 * 1024 * 1024],
      ['MAX_RSS_MB', '0', 'maxRssBytes', 0],
    ] as const)('takes %s=%s as app.%s %s', (name, value, key, expected) => {
      expect(readConfig({ ...base, [name]: value }).app[key]).toBe(expected);
    });

    it('leaves SEARCH_MAX_PRODUCTS to the search index when unset', () => {
      expect(readConfig(base).app.searchMaxProducts).toBeUndefined();
    });

    it.each([
      ['PAGE_CACHE_SECONDS', '-1', 'must be a whole number from 0 to 600'],
      ['SEARCH_MAX_PRODUCTS', '1e5', 'must be a whole number from 0 to 1000000'],
      ['DEV_PORT', '0', 'must be a whole number from 1 to 65535'],
    ])('refuses %s=%j: it %s', (name, value, says) => {
      expect(() => readConfig({ ...base, [name]: value })).toThrow(`${name}="${value}" ${says}`);
    });
  });

  describe('METRICS_PORT and METRICS_HOST, where GET /metrics answers', () => {
    const base = { API_BASE_URL: 'http://127.0.0.1:8080' };

    it('takes a port of its own, on HOST unless METRICS_HOST says otherwise; 0 is a free one', () => {
      expect(readConfig(base).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
      expect(readConfig({ ...base, HOST: '0.0.0.0', METRICS_PORT: '9100' }).metrics).toEqual({
        port: 9100,
        host: '0.0.0.0',
      });
      expect(readConfig({ ...base, HOST: '0.0.0.0', METRICS_HOST: '127.0.0.1' }).metrics.host).toBe('127.0.0.1');
      expect(readConfig({ ...base, METRICS_PORT: '0' }).metrics.port).toBe(0);
    });

    it.each([
      [{ METRICS_PORT: '8080' }, 'METRICS_PORT=8080 must differ from PORT'],
      [{ PORT: '9464' }, 'METRICS_PORT=9464 must differ from PORT'],
      [{ METRICS_PORT: '70000' }, 'METRICS_PORT="70000" must be a whole number from 0 to 65535'],
      [{ METRICS_HOST: 'not a host' }, 'METRICS_HOST="not a host" must be an IP address or a host name'],
    ])('refuses %j', (variables, says) => {
      expect(() => readConfig({ ...base, ...variables })).toThrow(says);
    });
  });

  it('refuses an API_BASE_URL with a login or a query', () => {
    expect(() => readConfig({ API_BASE_URL: 'https://user:pw@api.example/?x=1' })).toThrow(/API_BASE_URL=/);
  });
});
