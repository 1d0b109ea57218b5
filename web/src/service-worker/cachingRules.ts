/**
 * What the service worker caches at run time, as pure functions of a request, so the rules can be
 * unit-tested and read in one place (docs/decisions/007-offline-caching-rules.md explains them).
 *
 * - Product reads (`GET /product-api/...`) on the shop's origin or the configured API origin are
 *   served stale-while-revalidate from PRODUCT_DATA.
 * - Product pictures are served cache-first from PRODUCT_IMAGES: `/images/products/...` on any
 *   origin (our server's, or an absolute URL of another host), and any other image the page loads
 *   from another origin (the hosted API's pictures live on a CDN).
 * - Nothing else is cached at run time. Above all, no request that carries an Authorization header
 *   is ever matched: cart and account answers belong to one shopper and stay on the network.
 */

/** Bump a name's version to drop its old entries with the next deployment. */
export const cacheNames = {
  productData: 'product-data-v1',
  productImages: 'product-images-v1',
} as const;

export const productDataLimits = { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;
export const productImageLimits = { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** The parts of a Request the rules look at (a real Request has them all). */
export interface RequestFacts {
  method: string;
  url: string;
  destination: string;
  headers: { has(name: string): boolean };
}

export interface Origins {
  /** The origin the shop (and the service worker) is served from. */
  shop: string;
  /** The API's origin: the shop's own, or VITE_API_BASE_URL's. */
  api: string;
}

const carriesToken = (request: RequestFacts) => request.headers.has('authorization');

export function isProductRead(request: RequestFacts, origins: Origins): boolean {
  if (request.method !== 'GET' || carriesToken(request)) return false;
  const url = new URL(request.url);
  const apiOrigin = url.origin === origins.shop || url.origin === origins.api;
  return apiOrigin && url.pathname.startsWith('/product-api/');
}

export function isProductImage(request: RequestFacts, origins: Origins): boolean {
  if (request.method !== 'GET' || carriesToken(request)) return false;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/images/products/')) return true;
  return request.destination === 'image' && url.origin !== origins.shop;
}
