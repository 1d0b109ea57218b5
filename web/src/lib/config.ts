/**
 * Validated configuration. The API base URL comes from VITE_API_BASE_URL (for example the hosted
 * API); empty means the page's own origin, which is how the mock server serves the shop.
 */
export function parseApiBaseUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_API_BASE_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_BASE_URL must use http or https, got "${url.protocol}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * The app-store pages the download page links to: the only links that leave the shop. A fork that
 * publishes its own app points them at its listing with VITE_IOS_APP_URL / VITE_ANDROID_APP_URL.
 */
export function parseStoreUrl(raw: string | undefined, fallback: string, name: string): string {
  const value = (raw ?? '').trim() || fallback;
  if (!/^https:\/\/[^/\s]+/.test(value)) throw new Error(`${name} must be an https URL, got "${value}"`);
  return value;
}

const env = import.meta.env as Record<string, string | undefined>;

export const config = {
  apiBaseUrl: parseApiBaseUrl(env.VITE_API_BASE_URL),
  appStores: {
    ios: parseStoreUrl(env.VITE_IOS_APP_URL, 'https://apps.apple.com/in/', 'VITE_IOS_APP_URL'),
    android: parseStoreUrl(env.VITE_ANDROID_APP_URL, 'https://play.google.com/store/apps', 'VITE_ANDROID_APP_URL'),
  },
} as const;
