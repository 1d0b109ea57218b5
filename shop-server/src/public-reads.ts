/**
 * The public catalogue reads of openapi.yaml: the GETs every shopper gets the same answer to
 * (`security: []`, no cookie or credential read). Only these are ever cached or answered to the
 * server renderer; everything else is personal, or may be, and goes to the upstream every time.
 * A read with a query string is not one: the contract gives these paths no query, and a query
 * per call would make each call a cache entry of its own.
 */
const publicReadPaths = [
  /^\/product-api\/get-products$/,
  /^\/product-api\/get-products\/\d{1,7}\/\d{1,3}$/,
  /^\/product-api\/get-product-detail\/[\w-]{1,64}$/,
  /^\/product-api\/get-product\/[\w-]{1,64}$/,
];

/** Whether `method` on `url` (path and query) is a public catalogue read. */
export function isPublicRead(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && publicReadPaths.some((path) => path.test(url));
}
