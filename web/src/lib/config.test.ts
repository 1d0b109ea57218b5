import { parseApiBaseUrl } from './config';

describe('parseApiBaseUrl', () => {
  it('uses the page origin when unset or empty', () => {
    expect(parseApiBaseUrl(undefined)).toBe('');
    expect(parseApiBaseUrl('  ')).toBe('');
  });

  it('accepts an absolute http(s) URL without its trailing slash', () => {
    expect(parseApiBaseUrl('https://api.example.com/')).toBe('https://api.example.com');
  });

  it('refuses anything else with a clear message', () => {
    expect(() => parseApiBaseUrl('api.example.com')).toThrow(/absolute http\(s\) URL/);
    expect(() => parseApiBaseUrl('ftp://api.example.com')).toThrow(/http or https/);
  });
});
