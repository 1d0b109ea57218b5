// Benchmark: requests per second and p99 latency of the mock server against Stoplight Prism mocking
// the same openapi.yaml, on loopback, bounded in time. Then the mock server alone at
// CATALOG_SIZE=100000: product-list page p99 and resident memory. Then the validating proxy
// (UPSTREAM_URL): the same calls made directly to an upstream and through the proxy in front of it.
// Then the shop's pages as `npm start` serves them (issue 46: only the shop server serves pages): the
// shop server (shop-server/) in front of the mock server, a browser's navigation (`Accept: text/html`)
// to `/` and a product rendered from its catalogue cache, with its rendered pages kept for 10 s (as it
// runs), rendered for every navigation (what one render costs), and with server rendering off (no
// renderer build: index.html, the client-rendered page), beside the same server's index.html. This
// section was two before issue 46 (`ssr`, the mock server's rendering, and `shop`): `ssr` now names it too.
//
//   npm run bench                  (builds nothing: run `npm run build` first)
//   BENCH_SECONDS=10 npm run bench (longer runs)
//   BENCH_ONLY=proxy npm run bench (some sections only: prism, large, proxy, shop (or ssr); comma-separated)
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  root,
  rssMb,
  signup,
  startBareFastify,
  startBareProxy,
  startMockServer,
  startPair,
  startPrism,
  stop,
} from './server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pageConnections = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 50);
/** `ssr` (server rendering) is a row of the `shop` section since only the shop server renders pages. */
const only = process.env.BENCH_ONLY?.split(',').map((s) => (s.trim() === 'ssr' ? 'shop' : s.trim()));
const runs = (section) => !only || only.includes(section);

/** `verifyBody`, when given, sees every answer's body: those it refuses are counted in `mismatches`. */
/**
 * `url` is one URL, or `[base, paths]`: then the calls take the paths in turn (every call a
 * different one, so no two calls in flight are the same).
 */
function load(url, headers = {}, clients = connections, verifyBody = undefined) {
  const [base, paths] = Array.isArray(url) ? url : [url, undefined];
  let next = 0;
  const requests = paths && [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
  return new Promise((resolve, reject) => {
    autocannon({ url: base, requests, connections: clients, duration: seconds, headers, verifyBody }, (err, result) => {
      if (err) return reject(err);
      resolve({
        rps: result.requests.average,
        mean: result.latency.average,
        p99: result.latency.p99,
        total: result.requests.total,
        mismatches: result.mismatches,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** One call's answer from `url`: its bytes and content type, as bare Fastify will send them. */
async function answerOf(url, headers) {
  const res = await fetch(url, { headers });
  return { contentType: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

/**
 * Each call three ways, one after the other in one run: the mock server, bare Fastify answering the
 * mock server's own bytes (the ceiling: what the call would cost with no plugin, hook or handler),
 * and Prism mocking the same openapi.yaml. The shares are what to judge: absolute numbers move with
 * the machine's load, side-by-side ratios much less.
 */
async function compareWithPrism() {
  const ours = await startMockServer(300);
  const prism = await startPrism();
  let bare;
  try {
    const productId = (await (await fetch(`${ours.base}/product-api/get-products/1/1`)).json()).prod[0]._id;
    const { token } = await signup(ours.base);
    const auth = { Authorization: `Bearer ${token}` };
    const cases = [
      ['product list page (1/40)', '/product-api/get-products/1/40', {}],
      ['product detail', `/product-api/get-product-detail/${productId}`, {}],
      ['cart read', '/cart-api/get-all-carts', auth],
    ];
    const answers = [];
    for (const [, path, headers] of cases) answers.push({ path, ...(await answerOf(ours.base + path, headers)) });
    bare = await startBareFastify(answers);
    const bodyBytes = async (url, headers) => (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
    const rows = [];
    for (const [index, [name, path, headers]] of cases.entries()) {
      const a = await load(ours.base + path, headers);
      const f = await load(bare.base + path, headers);
      const b = { ...(await load(prism.base + path, headers)), bytes: await bodyBytes(prism.base + path, headers) };
      rows.push({ name, a: { ...a, bytes: answers[index].body.length }, f, b });
    }
    console.log(
      `\nMock server vs bare Fastify vs Prism, same openapi.yaml, ${connections} connections, ${seconds} s each, loopback, one after the other`,
    );
    console.log(
      "Bare Fastify answers the mock server's own bytes, pre-encoded, with no plugin or hook. Prism answers the one-product example of openapi.yaml, we answer real data.",
    );
    console.log(
      '| call | body | mock server req/s | p99 | bare Fastify req/s | p99 | share of bare | Prism req/s | Prism p99 | Prism body | vs Prism |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { name, a, f, b } of rows) {
      console.log(
        `| ${name} | ${fmt(a.bytes)} B | ${fmt(a.rps)} | ${a.p99} ms | ${fmt(f.rps)} | ${f.p99} ms | ${fmt((a.rps / f.rps) * 100)}% | ${fmt(b.rps)} | ${b.p99} ms | ${fmt(b.bytes)} B | ${fmt(a.rps / b.rps, 1)}x |`,
      );
      for (const [who, r] of [
        ['mock server', a],
        ['bare Fastify', f],
        ['Prism', b],
      ]) {
        if (r.non2xx || r.errors) console.log(`  (${who}: ${r.non2xx} non-2xx, ${r.errors} errors)`);
      }
    }
    return rows;
  } finally {
    stop(ours.child);
    stop(prism.child);
    if (bare) stop(bare.child);
  }
}

/**
 * The mock server at its largest catalogue: start-up (to the first answer), pages at both ends, and
 * resident memory after start, after the load, and once the whole list has been asked for (every
 * product's summary encoded: what the catalogue costs when all of it has been read).
 */
async function largeCatalogue() {
  const size = 100_000;
  const started = Date.now();
  const ours = await startMockServer(size);
  const startupMs = Date.now() - started;
  try {
    const lastPage = size / 40;
    const atStart = rssMb(ours.child.pid);
    const first = await load(`${ours.base}/product-api/get-products/1/40`);
    const last = await load(`${ours.base}/product-api/get-products/${lastPage}/40`);
    const afterLoad = rssMb(ours.child.pid);
    const whole = await (await fetch(`${ours.base}/product-api/get-products`)).arrayBuffer();
    const afterWhole = rssMb(ours.child.pid);
    console.log(
      `\nMock server at CATALOG_SIZE=${fmt(size)} (start-up to the first answer ${fmt(startupMs)} ms, budget 3,000 ms)`,
    );
    console.log('| call | req/s | p99 | budget |');
    console.log('|---|---:|---:|---|');
    console.log(`| product list page 1/40 | ${fmt(first.rps)} | ${first.p99} ms | p99 < 20 ms |`);
    console.log(`| product list page ${lastPage}/40 | ${fmt(last.rps)} | ${last.p99} ms | p99 < 20 ms |`);
    console.log(`| resident memory after start | ${fmt(atStart)} MB | | |`);
    console.log(`| resident memory after load | ${fmt(afterLoad)} MB | | < 300 MB |`);
    console.log(
      `| resident memory after the whole list (${fmt(whole.byteLength / 1048576, 1)} MB) | ${fmt(afterWhole)} MB | | < 300 MB |`,
    );
  } finally {
    stop(ours.child);
  }
}

/**
 * The proxy's cost: an upstream (a production build of the mock server) called directly, then
 * through a second instance with UPSTREAM_URL pointing at it, which forwards every call and checks
 * request and answer against openapi.yaml, then through a bare proxy (Fastify and undici, no check
 * and no hook: bench/bare-proxy.mjs), which shows what the extra hop alone costs on this machine.
 */
async function proxyOverhead() {
  const upstream = await startMockServer(300);
  const proxy = await startMockServer(300, { UPSTREAM_URL: upstream.base, UPSTREAM_COLLAPSE_READS: 'true' });
  const bare = await startBareProxy(upstream.base);
  try {
    const productId = (await (await fetch(`${upstream.base}/product-api/get-products/1/1`)).json()).prod[0]._id;
    const auth = { Authorization: `Bearer ${(await signup(upstream.base)).token}` };
    const everyId = (await (await fetch(`${upstream.base}/product-api/get-products`)).json()).prod.map((p) => p._id);
    const cases = [
      ['product list page (1/40)', '/product-api/get-products/1/40', {}],
      ['product detail', `/product-api/get-product-detail/${productId}`, {}],
      ['cart read', '/cart-api/get-all-carts', auth],
      // No two calls in flight alike: the proxy's every answer is its own upstream call.
      ['product detail, 300 products in turn', everyId.map((id) => `/product-api/get-product-detail/${id}`), {}],
    ];
    const at = (base, path) => (Array.isArray(path) ? [base, path] : base + path);
    console.log(
      `\nValidating proxy (UPSTREAM_URL) vs calling its upstream directly, and a bare proxy, ${connections} connections, ${seconds} s each, loopback`,
    );
    console.log(
      'Latency alone: one connection, one call at a time. Throughput: proxies and upstream share the same cores. All connections make the same call (but in the last row): the validating proxy runs with UPSTREAM_COLLAPSE_READS=true, so identical reads in flight share one upstream call (proxy/collapsed-reads.ts), the bare proxy sends each.',
    );
    console.log(
      '| call | direct mean (1 conn) | via proxy mean (1 conn) | direct req/s | direct p99 | via proxy req/s | via proxy p99 | proxy throughput | bare proxy req/s | bare proxy throughput |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const [name, path, headers] of cases) {
      const directAlone = await load(at(upstream.base, path), headers, 1);
      const proxiedAlone = await load(at(proxy.base, path), headers, 1);
      const direct = await load(at(upstream.base, path), headers);
      const proxied = await load(at(proxy.base, path), headers);
      const bareProxied = await load(at(bare.base, path), headers);
      const share = (r) => `${fmt((r.rps / direct.rps) * 100)}% of direct`;
      console.log(
        `| ${name} | ${fmt(directAlone.mean, 2)} ms | ${fmt(proxiedAlone.mean, 2)} ms | ${fmt(direct.rps)} | ${direct.p99} ms | ${fmt(proxied.rps)} | ${proxied.p99} ms | ${share(proxied)} | ${fmt(bareProxied.rps)} | ${share(bareProxied)} |`,
      );
      for (const [who, r] of [
        ['direct', direct],
        ['proxy', proxied],
        ['bare proxy', bareProxied],
      ]) {
        if (r.non2xx || r.errors) console.log(`  (${who}: ${r.non2xx} non-2xx, ${r.errors} errors)`);
      }
    }
    // The developer tools answer on their own port only.
    const drift = await (await fetch(`${proxy.dev}/dev/drift`)).json();
    console.log(`Drift recorded during the run: ${drift.total} (the upstream implements the same contract).`);
  } finally {
    stop(proxy.child);
    stop(bare.child);
    stop(upstream.child);
  }
}

/** What the server renderer puts in every page it renders (the RTK Query answers the browser hydrates). */
const serverRendered = (body) => body.includes('id="server-state"');

/**
 * The shop's pages as `npm start` serves them: the shop server in front of the mock server (the pair,
 * bench/server.mjs), its catalogue cache warm. Rendered pages kept 10 s (as it runs), rendered for
 * every navigation (PAGE_CACHE_SECONDS=0: what one render costs), and server rendering off (WEB_DIST
 * at a copy of web/dist with no dist-server beside it: every screen is index.html, client-rendered),
 * each beside the same server's index.html.
 */
async function shopServer() {
  const copy = mkdtempSync(join(tmpdir(), 'bench-client-rendered-'));
  cpSync(join(root, 'web', 'dist'), join(copy, 'dist'), { recursive: true });
  const html = { Accept: 'text/html' };
  console.log(
    `\nThe shop's pages: the shop server (cached data) in front of the mock server, a navigation (Accept: text/html, no compression asked), ${pageConnections} connections, ${seconds} s each, loopback`,
  );
  console.log('| page | pages kept | pages/s | p99 | body | rendered answers | failed |');
  console.log('|---|---|---:|---:|---:|---:|---|');
  try {
    for (const [kept, env, rendering] of [
      ['10 s (default)', {}, true],
      ['none (`PAGE_CACHE_SECONDS=0`)', { PAGE_CACHE_SECONDS: '0' }, true],
      ['rendering off (no dist-server: index.html)', { WEB_DIST: join(copy, 'dist') }, false],
    ]) {
      const pair = await startPair(300, { shop: env });
      try {
        const productId = (await (await fetch(`${pair.api}/product-api/get-products/1/1`)).json()).prod[0]._id;
        // The product's data is in the cache before the run (the warm-up filled `/`'s).
        await fetch(`${pair.base}/detail-view/${productId}`, { headers: html });
        for (const [name, path, verify] of [
          ['`/`', '/', serverRendered],
          ['`/detail-view/{id}`', `/detail-view/${productId}`, serverRendered],
          ['`/index.html` (same server)', '/index.html', undefined],
        ]) {
          const once = await fetch(pair.base + path, { headers: html });
          const text = await once.text();
          if (verify && rendering && !verify(text))
            console.log(
              `  ${path}: the server did not render it (status ${once.status}, no id="server-state"): is web/dist-server/entry-server.mjs built (\`npm run build\`)?`,
            );
          if (verify && !rendering && verify(text))
            console.log(`  ${path}: rendering was meant to be off, yet the answer was server-rendered`);
          const run = await load(pair.base + path, html, pageConnections, verify);
          const rendered = verify && run.total ? `${fmt(((run.total - run.mismatches) / run.total) * 100, 1)}%` : '-';
          console.log(
            `| ${name} | ${kept} | ${run.total ? fmt(run.rps) : 'none answered'} | ${run.total ? `${run.p99} ms` : '-'} | ${fmt(Buffer.byteLength(text))} B | ${rendered} | ${run.non2xx + run.errors} |`,
          );
          if (!run.total) console.log(`  (no answer within ${seconds} s: run longer, BENCH_SECONDS)`);
        }
      } finally {
        pair.stop();
      }
    }
    console.log(
      'Rendered answers: the share of answers under load that held id="server-state" (the rest fell back to index.html); with rendering off, none should.',
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (runs('prism')) await compareWithPrism();
if (runs('large')) await largeCatalogue();
if (runs('proxy')) await proxyOverhead();
if (runs('shop')) await shopServer();
