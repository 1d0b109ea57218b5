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

export const config = {
  apiBaseUrl: parseApiBaseUrl(import.meta.env.VITE_API_BASE_URL as string | undefined),
} as const;
