// `npm run bench:replicas`: the shop past one machine, with a real load balancer. Starts the mock
// server (as the upstream API), two shop servers on loopback ports and nginx in front of them with
// deploy/nginx/shop.conf.template (a temp prefix: its own config, cache, logs and pid), runs a load
// through nginx and kills one shop server (SIGKILL, a crash) in the middle of it. Half the requests
// carry a session cookie, so nginx's cache cannot answer them and each must reach a shop server.
// Before the load it checks what nginx must never do (issue 48): send an encoding refused with q=0,
// name its version or its cache status, keep one language under another's key.
// Reports requests and failed requests, and exits 1 if any failed.
//
//   npm run build && npm run bench:replicas      (needs nginx: apt-get install -y nginx)
//   REPLICAS_SECONDS=20 REPLICAS_CONNECTIONS=20  (the defaults)
import { get } from 'node:http';
import { clearTimeout, setTimeout } from 'node:timers';
import autocannon from 'autocannon';
import { missingBuilds, nginxBinary, startNginx } from './lib/replicas-setup.mjs';
import { freePort, startMockServer, startShopServer, stop } from './server.mjs';

const seconds = Number(process.env.REPLICAS_SECONDS ?? 20);
const connections = Number(process.env.REPLICAS_CONNECTIONS ?? 20);

if (!nginxBinary) {
  console.error('nginx is not installed (apt-get install -y nginx)');
  process.exit(1);
}
for (const built of missingBuilds()) {
  console.error(`${built} is missing: run \`npm run build\` first`);
  process.exit(1);
}

/** nginx says nothing of itself (no version, no cache status) to the public (issue 48). */
async function checkQuiet(base) {
  const answer = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
  await answer.arrayBuffer();
  const server = answer.headers.get('server') ?? '';
  if (/\d/.test(server)) throw new Error(`nginx names its version: Server: ${server}`);
  if (answer.headers.has('x-cache')) throw new Error('nginx tells the public its cache status (X-Cache)');
}

/** The Content-Encoding of `/` through nginx for a browser that takes `accepts` (node:http: fetch asks for its own). */
function encodingOf(base, accepts) {
  return new Promise((resolve, reject) => {
    const headers = { accept: 'text/html', ...(accepts ? { 'accept-encoding': accepts } : {}) };
    get(`${base}/`, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.headers['content-encoding'] ?? 'none'));
    }).on('error', reject);
  });
}

/** nginx keeps a page once per encoding: a browser that takes no brotli never gets the brotli copy. */
async function checkEncodings(base) {
  for (const [accepts, expected] of [
    ['gzip, deflate, br', 'br'],
    [undefined, 'none'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    // An encoding refused with q=0 is never sent (issue 48).
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br; q=0.000', 'gzip'],
    ['br;q=0', 'none'],
  ]) {
    const encoding = await encodingOf(base, accepts);
    if (encoding !== expected)
      throw new Error(`nginx answered / in ${encoding} to Accept-Encoding ${accepts ?? '(none)'}, not ${expected}`);
  }
}

/** The language a page through nginx is drawn in (its `<html lang>`). */
async function languageOf(base, path, headers = {}) {
  const answer = await fetch(`${base}${path}`, { headers: { accept: 'text/html', ...headers } });
  return /<html lang="([^"]+)"/.exec(await answer.text())?.[1];
}

/**
 * The review's language poisoning (issue 48, finding 2): headers and cookies that once stored one
 * language under another's cache key. A page's language is its URL's alone: after each, `/` is still
 * English and `/hi/` still Hindi, whoever asks.
 */
async function checkLanguages(base) {
  const poisoners = [
    { 'accept-language': 'fr, hi' },
    { 'accept-language': 'en;q=0.1, hi' },
    { cookie: 'lang=%68i' },
    { cookie: 'LANG=hi' },
    { 'accept-language': 'hi', cookie: 'lang=hi' },
  ];
  for (const headers of poisoners) {
    for (const [path, expected] of [
      ['/', 'en'],
      ['/hi/', 'hi'],
    ]) {
      const asked = await languageOf(base, path, headers);
      const afterwards = await languageOf(base, path);
      if (asked !== expected || afterwards !== expected)
        throw new Error(
          `${path} is ${asked} to ${JSON.stringify(headers)} and then ${afterwards} to anyone: one language is kept under another's key`,
        );
    }
  }
}

const children = [];
let nginx;
try {
  const mock = await startMockServer(300);
  children.push(mock.child);
  // TRUST_PROXY=1: the client's address is the one nginx puts last in X-Forwarded-For.
  const [shopA, shopB] = await Promise.all([1, 2].map(() => startShopServer(mock.base, { TRUST_PROXY: '1' })));
  children.push(shopA.child, shopB.child);
  nginx = await startNginx({
    shops: [`127.0.0.1:${shopA.port}`, `127.0.0.1:${shopB.port}`],
    port: await freePort(),
  });
  const { base } = nginx;

  await checkEncodings(base);
  await checkLanguages(base);
  await checkQuiet(base);
  const product = (await (await fetch(`${mock.base}/product-api/get-products/1/1`)).json()).prod[0]._id;
  const page = { accept: 'text/html' };
  const signedIn = { accept: 'text/html', cookie: 'token=replica-bench' };
  const requests = [
    { path: '/', headers: page },
    { path: `/detail-view/${product}`, headers: page },
    { path: '/search?q=', headers: signedIn },
    { path: `/detail-view/${product}`, headers: signedIn },
    { path: '/product-api/get-products/1/40', headers: { cookie: 'token=replica-bench' } },
    { path: '/healthz', headers: {} },
  ];
  let next = 0;
  const killAt = (seconds * 1000) / 2;
  console.log(
    `nginx on ${base} in front of shop servers :${shopA.port} and :${shopB.port} (upstream: mock server ${mock.base})`,
  );
  console.log(
    `${seconds} s, ${connections} connections; shop server :${shopA.port} is killed (SIGKILL) at ${killAt / 1000} s`,
  );
  const killer = setTimeout(() => {
    shopA.child.stopping = true;
    shopA.child.kill('SIGKILL');
    console.log(`killed shop server :${shopA.port}`);
  }, killAt);
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, ...requests[next++ % requests.length] }) }],
      },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    ),
  );
  clearTimeout(killer);
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `requests: ${result.requests.total}, 2xx: ${result['2xx']}, failed: ${failed} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}); ` +
      `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
  );
  process.exitCode = failed > 0 || result.requests.total === 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await nginx?.close();
  for (const child of children.reverse()) if (child.exitCode === null && !child.killed) stop(child);
}
