// The benchmarks' servers, built, on free loopback ports, stopped on demand: the mock server (the API,
// its developer tools on a port of their own), the shop server in front of an API, the pair of both
// that `npm start` runs (startPair: what serves the shop's pages), and Prism.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockTrustProxy } from '../scripts/lib/pair.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** The resident memory of process `pid`, in MB (Linux's /proc). */
export const rssMb = (pid) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(url, timeoutMs = 60_000, init = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, init);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
  child.on('exit', (code) => {
    if (code && !child.stopping) console.error(`${command} ${args.join(' ')} exited with ${code}\n${stderr}`);
  });
  return child;
}

export function stop(child) {
  child.stopping = true;
  child.kill('SIGTERM');
}

/** Waits until `child` answers `url`; one that never does is stopped, not left running behind the error. */
async function whenReady(child, url, timeoutMs) {
  try {
    await waitFor(url, timeoutMs);
  } catch (error) {
    stop(child);
    throw error;
  }
}

/**
 * The built mock server: `base` its API (PORT), `dev` its developer tools (DEV_PORT, /dev), each on a
 * free port of its own (never PORT + 1, which may be taken), or on those `env` names.
 */
export async function startMockServer(catalogSize, env = {}) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let devPort = env.DEV_PORT ? Number(env.DEV_PORT) : await freePort();
  while (devPort === port) devPort = await freePort();
  const child = start(process.execPath, ['mock-server/dist/server.js'], {
    PORT: String(port),
    DEV_PORT: String(devPort),
    HOST: '127.0.0.1',
    CATALOG_SIZE: String(catalogSize),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  await whenReady(child, `${base}/product-api/get-products/1/1`);
  return { child, base, dev: `http://127.0.0.1:${devPort}`, devPort };
}

/**
 * Bare Fastify (bench/bare-fastify.mjs) answering each of `answers` ({ path, contentType, body: Buffer })
 * with the same bytes, pre-encoded: what the mock server's calls would cost with nothing but Fastify.
 */
export async function startBareFastify(answers) {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const file = join(folder, 'bodies.json');
  writeFileSync(file, JSON.stringify(answers.map((a) => ({ ...a, body: a.body.toString('base64') }))));
  const child = start(process.execPath, ['bench/bare-fastify.mjs'], { PORT: String(port), BARE_BODIES: file });
  const base = `http://127.0.0.1:${port}`;
  try {
    await whenReady(child, `${base}${answers[0].path}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return { child, base };
}

/** Fastify and undici alone forwarding GETs to `upstream` (bench/bare-proxy.mjs): what any proxy costs. */
export async function startBareProxy(upstream) {
  const port = await freePort();
  const child = start(process.execPath, ['bench/bare-proxy.mjs'], { PORT: String(port), BARE_UPSTREAM: upstream });
  const base = `http://127.0.0.1:${port}`;
  await whenReady(child, `${base}/product-api/get-products/1/1`);
  return { child, base };
}

export async function startPrism() {
  const port = await freePort();
  const prism = fileURLToPath(new URL('node_modules/@stoplight/prism-cli/dist/index.js', `file://${root}/`));
  const child = start(
    process.execPath,
    [prism, 'mock', 'openapi.yaml', '-h', '127.0.0.1', '-p', String(port), '--errors', 'false'],
    {},
  );
  const base = `http://127.0.0.1:${port}`;
  await whenReady(child, `${base}/product-api/get-products/1/1`, 120_000);
  return { child, base };
}

/** A new shopper's session on the mock server, `{ token, user }`: signup tokens work at once. */
export async function signup(base) {
  const email = `bench-${Date.now()}@example.com`;
  const res = await fetch(`${base}/user-api/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      user_data: {
        firstname: 'Bench',
        lastname: 'Mark',
        username: 'bench',
        email,
        password: 'bench-pass-1',
        phone: '9876543210',
      },
    }),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`signup for the benchmark failed: ${JSON.stringify(body)}`);
  return { token: body.token, user: body.user };
}

/**
 * The built shop server (shop-server/dist) in front of `apiBaseUrl`, once it is ready (its cache warm),
 * on a free port or on `env.PORT` (a replica started again where its balancer expects it).
 */
export async function startShopServer(apiBaseUrl, env = {}) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = start(process.execPath, ['shop-server/dist/server.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_BASE_URL: apiBaseUrl,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    // Its metrics on a free port of their own (several servers run side by side), unless `env` names one.
    METRICS_PORT: '0',
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  await whenReady(child, `${base}/readyz`);
  return { child, base, port };
}

/**
 * The pair `npm start` runs (scripts/lib/pair.mjs): the built mock server, then the built shop server
 * in front of it (DEV_PORT naming its developer tools, as there), each ready. `base` is the shop (what
 * a browser opens), `api` the mock server's API, `dev` its developer tools; `mock` and `shop` are
 * each server's environment over the defaults; `stop()` stops both.
 */
export async function startPair(catalogSize = 300, { mock: mockEnv = {}, shop: shopEnv = {} } = {}) {
  const mock = await startMockServer(catalogSize, { TRUST_PROXY: mockTrustProxy, ...mockEnv });
  let shop;
  try {
    shop = await startShopServer(mock.base, { DEV_PORT: String(mock.devPort), ...shopEnv });
  } catch (error) {
    stop(mock.child);
    throw error;
  }
  return {
    base: shop.base,
    api: mock.base,
    dev: mock.dev,
    children: [shop.child, mock.child],
    stop: () => {
      stop(shop.child);
      stop(mock.child);
    },
  };
}

/**
 * A signed-in shopper (the cart runs of bench:web, bench:web:profile --signed-in): a new account on the API `api` with one product in its
 * cart, and its cookies for the pages' origin `origin`, whose cart answer must hold that product.
 */
export async function signedInCart(api, origin, productId) {
  const { token, user } = await signup(api);
  const authorization = { Authorization: `Bearer ${token}` };
  const detail = await (await fetch(`${api}/product-api/get-product-detail/${productId}`)).json();
  const added = await fetch(`${api}/cart-api/add-to-cart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...authorization },
    body: JSON.stringify({ prod: detail }),
  });
  if (!added.ok) throw new Error(`add-to-cart for the benchmark failed: ${added.status}`);
  // What the cart page will ask, where it will ask it (the shop server forwards the token upstream).
  const cart = await fetch(`${origin}/cart-api/get-all-carts`, { headers: authorization });
  const lines = cart.ok ? ((await cart.json()).prods ?? []) : [];
  if (!lines.some((line) => line._id === productId))
    throw new Error(
      `the cart read through ${origin} lacks the product just added (${cart.status}, ${lines.length} lines)`,
    );
  // As the shop writes them (web/src/lib/session.ts; js-cookie decodes the JSON user).
  return [
    { name: 'token', value: token, url: origin, sameSite: 'Lax' },
    { name: 'user', value: encodeURIComponent(JSON.stringify(user)), url: origin, sameSite: 'Lax' },
  ];
}
