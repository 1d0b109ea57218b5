import { parseApiBaseUrl, parseStoreUrl } from './config';

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

describe('parseStoreUrl', () => {
  it('falls back to the default store page', () => {
    expect(parseStoreUrl(undefined, 'https://apps.apple.com/in/', 'VITE_IOS_APP_URL')).toBe(
      'https://apps.apple.com/in/',
    );
  });

  it('refuses a link that is not https', () => {
    expect(() => parseStoreUrl('javascript:alert(1)', 'https://x.test', 'VITE_IOS_APP_URL')).toThrow(/https URL/);
  });
});
