/**
 * What the server says once it listens: where the API, its documentation and the developer tools
 * are, and where the shop is when SHOP_URL says (the shop server, or Vite's under `npm run dev`):
 * this server serves no shop. The developer tools answer on their own port
 * (http/dev-listener.ts), when they are on.
 */

/** The base URL a developer can open for a server listening on `host` (any interface: localhost). */
export function baseUrlFor(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

export function startLine(base: string, shopUrl?: string, devToolsUrl?: string): string {
  const shop = shopUrl ? ` - shop at ${shopUrl}` : '';
  const tools = devToolsUrl ? ` - outbox ${devToolsUrl}/dev/outbox (developer tools, this machine only)` : '';
  return `API at ${base}/${shop} - API docs ${base}/docs${tools}`;
}
