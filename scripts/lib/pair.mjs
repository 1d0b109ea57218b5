// The pair that `npm start`, `npm run dev` and the Docker image run (decision: issue 46, one host):
// the mock server as the API, and the shop server in front of it, the one address that serves the
// shop. Its ports, one variable each, the same in all three:
//
//   PORT      8080  the shop (the shop server): pages, the built shop, the API at the same origin
//   DEV_PORT  8081  the mock server's developer tools (/dev, X-Mock-Session), on this machine only
//   API_PORT  8082  the mock server's API, its /docs and /images
//   HOST      127.0.0.1  where the shop and the API listen (0.0.0.0 in the Docker image)
//
// Every other variable goes to both servers as it is (CATALOG_SIZE, UPSTREAM_URL, LOG_LEVEL, ... to
// the mock server; PAGE_CACHE_SECONDS, CACHE_SECONDS, TRUST_PROXY, ... to the shop server), but for
// the mock server's TRUST_PROXY: the shop server on loopback is its one proxy, whose X-Forwarded-For
// (the shopper, as the shop server saw it) it believes, so its rate limits see each shopper.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export const defaultPorts = { PORT: 8080, DEV_PORT: 8081, API_PORT: 8082 };

/** The mock server's TRUST_PROXY in the pair: its one proxy, the shop server, on loopback. */
export const mockTrustProxy = '127.0.0.1/8,::1';

/**
 * @typedef {object} PairAddresses
 * @property {string} host      where both listen (HOST)
 * @property {number} shopPort  PORT
 * @property {number} devPort   DEV_PORT
 * @property {number} apiPort   API_PORT
 * @property {(port: number) => string} local  the origin to reach a port of theirs from this machine
 * @property {(port: number) => string} shown  the origin to print for a person
 */

/** The pair's addresses from `env`; throws an Error that lists every problem. */
export function pairAddresses(env) {
  const problems = [];
  const ports = {};
  for (const [name, fallback] of Object.entries(defaultPorts)) {
    const text = env[name];
    const port = text === undefined || text === '' ? fallback : Number(text);
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      problems.push(`${name}=${JSON.stringify(text)} must be a port number from 1 to 65535`);
    ports[name] = port;
  }
  const taken = new Map();
  for (const [name, port] of Object.entries(ports)) {
    if (taken.has(port)) problems.push(`${name} and ${taken.get(port)} are both ${port}: each needs its own port`);
    else taken.set(port, name);
  }
  if (problems.length > 0) throw new Error(`Cannot start the shop and its API:\n- ${problems.join('\n- ')}`);
  const host = env.HOST || '127.0.0.1';
  const everywhere = host === '0.0.0.0' || host === '::';
  const bracketed = (name) => (name.includes(':') ? `[${name}]` : name);
  return {
    host,
    shopPort: ports.PORT,
    devPort: ports.DEV_PORT,
    apiPort: ports.API_PORT,
    local: (port) => `http://${everywhere ? '127.0.0.1' : bracketed(host)}:${port}`,
    shown: (port) => `http://${everywhere ? 'localhost' : bracketed(host)}:${port}`,
  };
}

const isOn = (value) => value === undefined || ['true', '1', 'yes', 'on'].includes(value.toLowerCase());

/**
 * The two services of scripts/lib/launch.mjs: the mock server, then the shop server in front of it.
 * Built: each package's dist (`npm start`, the Docker image); development: the sources, the mock
 * server reloading on change and the shop server with Vite inside it (`npm run dev`).
 * @param {Record<string, string | undefined>} env
 * @param {{ development?: boolean }} [options]
 * @returns {import('./launch.mjs').Service[]}
 */
export function pairServices(env, { development = false } = {}) {
  const at = pairAddresses(env);
  const api = at.local(at.apiPort);
  const devTools = isOn(env.DEV_ROUTES);
  const tsx = () => createRequire(import.meta.url).resolve('tsx/cli');
  const mock = {
    name: 'the mock server (the API)',
    command: process.execPath,
    args: development ? [tsx(), 'watch', 'src/server.ts'] : ['dist/server.js'],
    cwd: `${root}mock-server`,
    env: {
      ...env,
      PORT: String(at.apiPort),
      DEV_PORT: String(at.devPort),
      HOST: at.host,
      TRUST_PROXY: mockTrustProxy,
      // Its start line and its `/` then name the shop to open.
      SHOP_URL: `${at.shown(at.shopPort)}/`,
    },
    ready: [`${api}/product-api/get-products/1/1`],
    readyTimeoutMs: 120_000,
  };
  const shop = {
    name: development ? 'the shop server (development)' : 'the shop server',
    command: process.execPath,
    args: development ? ['--import', 'tsx', 'src/dev-server.ts'] : ['dist/server.js'],
    cwd: `${root}shop-server`,
    env: {
      ...env,
      PORT: String(at.shopPort),
      HOST: at.host,
      API_BASE_URL: api,
      ...(devTools ? { DEV_PORT: String(at.devPort) } : {}),
    },
    // Built, it is ready once its catalogue cache is warm (or its warm-up gave up); in development
    // Vite compiles the first pages while it warms up, so listening is enough.
    ready: [`${at.local(at.shopPort)}${development ? '/healthz' : '/readyz'}`],
    readyTimeoutMs: 180_000,
  };
  return [mock, shop];
}

/** What to print once the pair is ready: where the shop, the tools and the API are. */
export function pairSummary(env, { development = false } = {}) {
  const at = pairAddresses(env);
  const lines = [
    `the shop${development ? ' (development: hot reload, rendered on the server from the sources)' : ''}: ${at.shown(at.shopPort)}/`,
  ];
  if (isOn(env.DEV_ROUTES)) lines.push(`developer tools (this machine only): ${at.shown(at.devPort)}/dev/outbox`);
  lines.push(`the API (the mock server): ${at.shown(at.apiPort)}/ - its documentation: ${at.shown(at.apiPort)}/docs`);
  return `\n${lines.map((line) => `  ${line}`).join('\n')}\n  Ctrl+C stops both.\n`;
}
