// The nightly drift crawl (.github/workflows/hosted-contract.yml): starts the mock server as a
// validating proxy in front of the hosted API (UPSTREAM_URL), sends a few read-only API calls through
// it, saves what GET /dev/drift lists to a file and exits 1 when it lists anything. A mock server
// without the proxy answers /dev/drift with 404: the crawl says so and skips (exit 0).
//
//   UPSTREAM_URL=https://server-3f16.onrender.com node scripts/ci/drift-crawl.mjs [drift.json]
//
// On GitHub it also writes `drift=absent|none|found` and `count=N` to $GITHUB_OUTPUT.
import { spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MISSING_PRODUCT = '000000000000000000000000';
// A sleeping free-tier host can take a minute to wake up.
const CALL_TIMEOUT_MS = 90_000;

/** The calls a shopper's first visit makes, read-only so the shared hosted data stays as it is. */
export async function crawlCalls(baseUrl, get = getJson) {
  const page = await get(`${baseUrl}/product-api/get-products/1/40`);
  const firstId = page.body?.prod?.[0]?._id;
  await get(`${baseUrl}/product-api/get-products/9999/40`);
  await get(`${baseUrl}/product-api/get-products`);
  if (firstId) await get(`${baseUrl}/product-api/get-product-detail/${firstId}`);
  await get(`${baseUrl}/product-api/get-product-detail/${MISSING_PRODUCT}`);
}

async function getJson(url) {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/**
 * How many drift findings a /dev/drift answer holds: a list, or an object holding one (under the first
 * of these names), or a `count`. Any other shape is an error, not "no drift".
 */
export function driftCount(report) {
  if (Array.isArray(report)) return report.length;
  if (report && typeof report === 'object') {
    for (const key of ['drift', 'findings', 'entries', 'items'])
      if (Array.isArray(report[key])) return report[key].length;
    if (typeof report.count === 'number') return report.count;
  }
  throw new Error(`unrecognised /dev/drift answer: ${JSON.stringify(report).slice(0, 200)}`);
}

/** Crawls a running server: `absent` when it has no /dev/drift, else what it found. */
export async function crawl(baseUrl, get = getJson) {
  const before = await get(`${baseUrl}/dev/drift`);
  if (before.status === 404) return { drift: 'absent' };
  await crawlCalls(baseUrl, get);
  const { status, body } = await get(`${baseUrl}/dev/drift`);
  if (status !== 200) throw new Error(`GET /dev/drift answered ${status}`);
  const count = driftCount(body);
  return { drift: count > 0 ? 'found' : 'none', count, report: body };
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The mock server from source (no build needed), on a free loopback port, in front of upstream. The
 * crawl goes through the developer tools' own port (DEV_PORT), the one /dev/drift answers on; it
 * serves the API too.
 */
async function startProxy(upstreamUrl) {
  const port = await freePort();
  const devPort = await freePort();
  const child = spawn('node_modules/.bin/tsx', ['mock-server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DEV_PORT: String(devPort),
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstreamUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${devPort}`;
  for (let tries = 0; tries < 120; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the mock server exited with ${child.exitCode}`);
    try {
      await fetch(`${baseUrl}/dev/drift`, { signal: AbortSignal.timeout(1_000) });
      return { baseUrl, stop: () => child.kill('SIGTERM') };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  child.kill('SIGTERM');
  throw new Error('the mock server did not start within 60 s');
}

async function main() {
  const upstreamUrl = process.env.UPSTREAM_URL;
  const outFile = process.argv[2] ?? 'drift.json';
  if (!upstreamUrl) throw new Error('set UPSTREAM_URL to the API to crawl, e.g. https://server-3f16.onrender.com');
  const proxy = await startProxy(upstreamUrl);
  try {
    const result = await crawl(proxy.baseUrl);
    if (process.env.GITHUB_OUTPUT)
      appendFileSync(process.env.GITHUB_OUTPUT, `drift=${result.drift}\ncount=${result.count ?? 0}\n`);
    if (result.drift === 'absent') {
      console.log('skipped: this mock server has no validating proxy (GET /dev/drift answered 404)');
      return 0;
    }
    writeFileSync(outFile, `${JSON.stringify(result.report, null, 2)}\n`);
    console.log(`${upstreamUrl}: ${result.count} drift finding(s), saved to ${outFile}`);
    return result.drift === 'found' ? 1 : 0;
  } finally {
    proxy.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`drift crawl failed: ${error.message}`);
      process.exit(2);
    },
  );
}
