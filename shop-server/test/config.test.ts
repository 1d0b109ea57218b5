import { describe, expect, it } from 'vitest';
import { ConfigError } from 'server-kit/config';
import { readConfig } from '../src/config.js';

describe('the shop server’s configuration', () => {
  it('needs API_BASE_URL, and takes PORT and HOST as the mock server does', () => {
    expect(readConfig({ API_BASE_URL: 'https://server-3f16.onrender.com/', PORT: '9000', HOST: '0.0.0.0' })).toEqual({
      port: 9000,
      host: '0.0.0.0',
      logLevel: 'info',
      app: { apiBaseUrl: 'https://server-3f16.onrender.com' },
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

  it('takes PAGE_CACHE_SECONDS as how long a rendered page is handed out again, 0 for never', () => {
    const base = { API_BASE_URL: 'http://127.0.0.1:8080' };
    expect(readConfig({ ...base, PAGE_CACHE_SECONDS: '30' }).app.pageFreshMs).toBe(30_000);
    expect(readConfig({ ...base, PAGE_CACHE_SECONDS: '0' }).app.pageFreshMs).toBe(0);
    expect(() => readConfig({ ...base, PAGE_CACHE_SECONDS: '-1' })).toThrow(
      /PAGE_CACHE_SECONDS="-1" must be a whole number from 0 to 600/,
    );
  });

  it('takes SEARCH_MAX_PRODUCTS as the most products the search suggestions index, 0 for none', () => {
    const base = { API_BASE_URL: 'http://127.0.0.1:8080' };
    expect(readConfig(base).app.searchMaxProducts).toBeUndefined();
    expect(readConfig({ ...base, SEARCH_MAX_PRODUCTS: '250000' }).app.searchMaxProducts).toBe(250_000);
    expect(readConfig({ ...base, SEARCH_MAX_PRODUCTS: '0' }).app.searchMaxProducts).toBe(0);
    expect(() => readConfig({ ...base, SEARCH_MAX_PRODUCTS: '1e5' })).toThrow(
      /SEARCH_MAX_PRODUCTS="1e5" must be a whole number from 0 to 1000000/,
    );
  });

  it('takes DEV_PORT as the mock server’s developer tools, and CACHE_SECONDS as a catalogue read’s freshness, 0 for none', () => {
    const base = { API_BASE_URL: 'http://127.0.0.1:8082' };
    expect(readConfig({ ...base, DEV_PORT: '9091', CACHE_SECONDS: '0' }).app).toMatchObject({
      devPort: 9091,
      freshMs: 0,
    });
    expect(() => readConfig({ ...base, DEV_PORT: '0' })).toThrow(/DEV_PORT="0" must be a whole number from 1 to 65535/);
  });

  it('refuses an API_BASE_URL with a login or a query', () => {
    expect(() => readConfig({ API_BASE_URL: 'https://user:pw@api.example/?x=1' })).toThrow(/API_BASE_URL=/);
  });
});
