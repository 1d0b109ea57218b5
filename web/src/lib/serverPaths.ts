/**
 * The path prefixes the server answers itself (the API of openapi.yaml, the mock server's images,
 * media, docs and dev routes). Everything else is a screen of the shop. The Vite dev server proxies
 * these to the mock server; the service worker never answers a navigation to them with the shop.
 */
export const serverPathPrefixes = [
  '/product-api',
  '/cart-api',
  '/user-api',
  '/otp-api',
  '/send-email',
  '/dev',
  '/images',
  '/media',
  '/docs',
] as const;

/** Matches a pathname that is one of the prefixes or lies under one. */
export const serverPathPattern = new RegExp(`^(${serverPathPrefixes.join('|')})(/|$)`);
