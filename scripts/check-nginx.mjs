// Checks deploy/nginx/ as the nginx container of the compose profile `replicas` runs it, on the
// machine's nginx: shop.conf.template rendered with envsubst as the image renders it, and
// shop-tls.sh run as the image's entrypoint runs it, once without TLS and once with a self-signed
// certificate (openssl). Each must pass `nginx -t`; then nginx runs in front of a stand-in shop server:
// - with TLS: HTTPS serves the page with Strict-Transport-Security; plain HTTP answers a 301 to
//   HTTPS, without HSTS; without TLS: plain HTTP serves the page, without HSTS;
// - every proxied request: nginx's own X-Request-Id to the shop server, the same id in its JSON
//   access log line (with upstream_response_time and the cache status), the caller's traceparent
//   untouched, and no cache status in any header;
// - NGINX_TLS_CERT without NGINX_TLS_KEY stops the container's start;
// - the API's location names openapi.yaml's path prefixes (generated/apiPathPrefixes.ts), and an
//   API's 503 passes through without taking the shop servers out: the next page is still served.
// Needs nginx, openssl and envsubst (apt-get install nginx openssl gettext-base): without them it
// says so and passes, except in CI, which installs them (.ci/run).
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { accessLogLines, runNginx } from './lib/nginx.mjs';

const folder = fileURLToPath(new URL('../deploy/nginx/', import.meta.url));
const tlsScript = join(folder, 'shop-tls.sh');
const hsts = 'max-age=31536000; includeSubDomains';
const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

/** A command's path (nginx lives in /usr/sbin, which a user's PATH may lack), or undefined. */
function which(name) {
  const found = spawnSync('sh', ['-c', `PATH="$PATH:/usr/sbin:/usr/local/sbin" command -v ${name}`], {
    encoding: 'utf8',
  });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** A port nobody listens on now (the OS picks it). */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The stand-in shop server: a public page for every path, the API's 503 (down, asleep) on /cart-api/,
 * and the headers each request brought.
 */
async function startShop(seen = []) {
  const server = createServer((req, res) => {
    seen.push({ ...req.headers, path: req.url });
    if (req.url.startsWith('/cart-api/')) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"status":false,"msg":"The API is not answering."}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60' });
    res.end('<p>the shop</p>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, address: `127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** One GET, never following a redirect: its status, headers and body. */
function get(url, options = {}) {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { headers: { traceparent, 'x-request-id': 'chosen-by-the-client' }, ...options }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** shop-tls.sh as the image's entrypoint runs it, on a folder of ours; its exit status. */
function renderTls(configFolder, env) {
  return spawnSync('sh', [tlsScript], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      NGINX_TLS_TEMPLATE: join(folder, 'shop-tls.conf.template'),
      NGINX_TLS_OUTPUT_DIR: join(configFolder, 'shop-tls'),
      ...env,
    },
  });
}

/**
 * The image's configuration in `configFolder`: its main file (ours: everything under the folder),
 * shop.conf.template rendered beside it, and the TLS snippet when `tls` names a certificate.
 */
function configure(configFolder, { shop, otherShop = shop, port, tls }) {
  mkdirSync(configFolder);
  chmodSync(configFolder, 0o755); // nginx's workers (nobody, under root) reach its cache in here
  const values = {
    SHOP_A: shop,
    SHOP_B: otherShop,
    NGINX_PORT: `127.0.0.1:${port}`,
    NGINX_CACHE: join(configFolder, 'cache'),
  };
  const names = Object.keys(values)
    .map((name) => `\${${name}}`)
    .join(' ');
  const template = readFileSync(join(folder, 'shop.conf.template'), 'utf8');
  writeFileSync(join(configFolder, 'shop.conf'), run('envsubst', [names], { input: template, env: { ...values } }));
  const rendered = renderTls(configFolder, tls ?? {});
  if (rendered.status !== 0) throw new Error(`shop-tls.sh failed:\n${rendered.stderr}`);
  const main = `daemon off;
worker_processes 1;
pid ${join(configFolder, 'nginx.pid')};
error_log ${join(configFolder, 'error.log')} warn;
events { worker_connections 64; }
http { include shop.conf; }
`;
  writeFileSync(join(configFolder, 'nginx.conf'), main);
  return join(configFolder, 'nginx.conf');
}

/** nginx (scripts/lib/nginx.mjs) until `use(lines)` is done; `lines()`: its access log so far, parsed. */
async function withNginx(nginx, configFile, base, use) {
  const prefix = join(configFile, '..');
  const { stop } = await runNginx({ binary: nginx, prefix, configFile, base });
  try {
    await use(() => accessLogLines(prefix) ?? []);
  } finally {
    await stop();
  }
}

/** What a proxied answer and its log line must show (issue 49: ids, traces, the JSON log). */
function proxiedProblems(what, answer, shop, line) {
  const problems = [];
  const sent = shop.seen.at(-1) ?? {};
  if (answer.status !== 200 || !answer.body.includes('the shop'))
    problems.push(`${what}: ${answer.status}, not the page`);
  if (!/^[0-9a-f]{32}$/.test(sent['x-request-id'] ?? ''))
    problems.push(`${what}: the shop server got X-Request-Id ${sent['x-request-id']}, not nginx's own id`);
  if (sent.traceparent !== traceparent)
    problems.push(`${what}: traceparent reached the shop server as ${sent.traceparent}`);
  if (line?.request_id !== sent['x-request-id'])
    problems.push(`${what}: the access log's request_id is not the id sent on`);
  for (const field of ['status', 'request_time', 'upstream_response_time', 'upstream_addr', 'cache'])
    if (line?.[field] === undefined || line[field] === '')
      problems.push(`${what}: the access log line has no ${field}`);
  if (Object.keys(answer.headers).some((name) => /cache/i.test(name) && name !== 'cache-control'))
    problems.push(`${what}: a header names the cache (${Object.keys(answer.headers).join(', ')})`);
  return problems;
}

async function checkPlain(nginx, prefix, shop) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const problems = [];
  // A second stand-in beside the first, both writing what they saw into the one list.
  const other = await startShop(shop.seen);
  const configFile = configure(join(prefix, 'plain'), { shop: shop.address, otherShop: other.address, port });
  await withNginx(nginx, configFile, base, async (lines) => {
    const answer = await get(`${base}/product/1`);
    await sleep(200);
    problems.push(...proxiedProblems('plain HTTP', answer, shop, lines().at(-1)));
    if (answer.headers['strict-transport-security']) problems.push('plain HTTP without TLS sent HSTS');

    // The API's 503 is the API's, the same from either server: passed on as it is, asked of one
    // server only and never counted as its failure (which, call after call in an outage, took both
    // servers out and left pages to nginx's 502: bench:soak).
    const api = await get(`${base}/cart-api/get-all-carts`);
    if (api.status !== 503 || !api.body.includes('not answering'))
      problems.push(`the API's 503 reached the client as ${api.status} ${api.body.slice(0, 60)}`);
    const asked = shop.seen.filter((headers) => headers.path === '/cart-api/get-all-carts').length;
    if (asked !== 1) problems.push(`an API call answered 503 was asked of ${asked} shop servers, not 1`);
    const page = await get(`${base}/product/2`);
    if (page.status !== 200) problems.push(`after an API 503 the next page was ${page.status}`);
  });
  other.close();
  return problems;
}

/** The API's location names exactly openapi.yaml's path prefixes: its limits and retry rule cover every call. */
function checkApiPaths() {
  const generated = readFileSync(new URL('../generated/apiPathPrefixes.ts', import.meta.url), 'utf8');
  const prefixes = JSON.parse(/apiPathPrefixes = (\[[^\]]*\])/.exec(generated)?.[1] ?? '[]').map((path) =>
    path.slice(1),
  );
  const template = readFileSync(join(folder, 'shop.conf.template'), 'utf8');
  const located = /location ~ \^\/\(([^)]*)\)\(\/\|\$\)/.exec(template)?.[1]?.split('|') ?? [];
  const same = prefixes.length === located.length && prefixes.every((prefix) => located.includes(prefix));
  return same
    ? []
    : [`the API's location names ${located.join(', ')}; openapi.yaml's prefixes are ${prefixes.join(', ')}`];
}

async function checkTls(nginx, prefix, shop) {
  const certFolder = join(prefix, 'certificate');
  mkdirSync(certFolder);
  const [cert, key] = [join(certFolder, 'cert.pem'), join(certFolder, 'key.pem')];
  run('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert,
  ]); // prettier-ignore
  const problems = [];
  if (renderTls(join(prefix, 'half'), { NGINX_TLS_CERT: cert }).status === 0)
    problems.push('shop-tls.sh started with NGINX_TLS_CERT but no NGINX_TLS_KEY');

  const [port, tlsPort] = [await freePort(), await freePort()];
  const tls = { NGINX_TLS_CERT: cert, NGINX_TLS_KEY: key, NGINX_TLS_PORT: `127.0.0.1:${tlsPort}` };
  const configFile = configure(join(prefix, 'tls'), { shop: shop.address, port, tls });
  const base = `http://127.0.0.1:${port}`;
  await withNginx(nginx, configFile, base, async (lines) => {
    const plain = await get(`${base}/detail-view/7?q=1`);
    const expected = `https://127.0.0.1:${tlsPort}/detail-view/7?q=1`;
    if (plain.status !== 301 || plain.headers.location !== expected)
      problems.push(`plain HTTP answered ${plain.status} to ${plain.headers.location}, not a 301 to ${expected}`);
    if (plain.headers['strict-transport-security']) problems.push('plain HTTP sent HSTS (RFC 6797: HTTPS only)');

    const secure = await get(`https://127.0.0.1:${tlsPort}/detail-view/7`, {
      ca: readFileSync(cert),
      servername: 'localhost',
    });
    await sleep(200);
    problems.push(...proxiedProblems('HTTPS', secure, shop, lines().at(-1)));
    if (secure.headers['strict-transport-security'] !== hsts)
      problems.push(`HTTPS sent Strict-Transport-Security ${secure.headers['strict-transport-security']}, not ${hsts}`);
    if (shop.seen.at(-1)?.['x-forwarded-proto'] !== 'https')
      problems.push('HTTPS reached the shop server without X-Forwarded-Proto https');
  });
  return problems;
}

async function main() {
  const nginx = which('nginx');
  const missing = [
    ['nginx', nginx],
    ['openssl', which('openssl')],
    ['envsubst', which('envsubst')],
  ]
    .filter(([, path]) => !path)
    .map(([name]) => name);
  if (missing.length > 0) {
    const message = `${missing.join(', ')} not installed (apt-get install --no-install-recommends nginx openssl gettext-base)`;
    if (process.env.CI) throw new Error(`${message}, and CI must check deploy/nginx`);
    console.log(`deploy/nginx: skipped: ${message}`);
    return;
  }
  try {
    accessSync(tlsScript, constants.X_OK);
  } catch {
    throw new Error(
      "deploy/nginx/shop-tls.sh is not executable: the nginx image's entrypoint would skip it (chmod +x)",
    );
  }
  const prefix = mkdtempSync(join(tmpdir(), 'check-nginx-'));
  chmodSync(prefix, 0o755);
  const shop = await startShop();
  try {
    const problems = [
      ...checkApiPaths(),
      ...(await checkPlain(nginx, prefix, shop)),
      ...(await checkTls(nginx, prefix, shop)),
    ];
    if (problems.length > 0) throw new Error(`deploy/nginx:\n- ${problems.join('\n- ')}`);
    console.log(
      'deploy/nginx: nginx -t passes with and without TLS; HTTPS sends HSTS, plain HTTP redirects; ids, traces and the JSON log hold',
    );
  } finally {
    shop.close();
    rmSync(prefix, { recursive: true, force: true });
  }
}

await main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
