/**
 * What the server says once it listens: where the shop, the API and the dev pages are. Under
 * `npm run dev` the shop to open is Vite's (hot reload); this server's `/` then serves the last
 * build, which the line says rather than send a developer to stale screens.
 */
export function startLine(base: string, devShopUrl?: string): string {
  const tools = `API docs ${base}/docs - outbox ${base}/dev/outbox`;
  if (!devShopUrl) return `shop and API at ${base}/ - ${tools}`;
  return `shop (hot reload) at ${devShopUrl} - API at ${base}/ (its / serves the last build) - ${tools}`;
}
