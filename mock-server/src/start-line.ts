/**
 * What the server says once it listens: where the shop, the API and the developer tools are. Under
 * `npm run dev` the shop to open is the development shop server's (hot reload); this server's `/`
 * then serves the last build, which the line says rather than send a developer to stale screens.
 * The developer tools answer on their own port (routes/dev/listener.ts), when they are on.
 */
export function startLine(base: string, devShopUrl?: string, devToolsUrl?: string): string {
  const tools = `API docs ${base}/docs${devToolsUrl ? ` - outbox ${devToolsUrl}/dev/outbox (developer tools, this machine only)` : ''}`;
  if (!devShopUrl) return `shop and API at ${base}/ - ${tools}`;
  return `shop (hot reload) at ${devShopUrl} - API at ${base}/ (its / serves the last build) - ${tools}`;
}
