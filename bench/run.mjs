// Benchmark: requests per second and p99 latency of the mock server against Stoplight Prism mocking
// the same openapi.yaml, on loopback, bounded in time. Then the mock server alone at
// CATALOG_SIZE=100000: product-list page p99 and resident memory. Then the validating proxy
// (UPSTREAM_URL): the same calls made directly to an upstream and through the proxy in front of it.
//
//   npm run bench                  (builds nothing: run `npm run build` first)
//   BENCH_SECONDS=10 npm run bench (longer runs)
//   BENCH_ONLY=proxy npm run bench (some sections only: prism, large, proxy; comma-separated)
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { signup, startMockServer, startPrism, stop } from './server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const runs = (section) => !only || only.includes(section);

function load(url, headers = {}, clients = connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: clients, duration: seconds, headers }, (err, result) => {
      if (err) return reject(err);
      resolve({
        rps: result.requests.average,
        mean: result.latency.average,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function compareWithPrism() {
  const ours = await startMockServer(300);
  const prism = await startPrism();
  try {
    const productId = (await (await fetch(`${ours.base}/product-api/get-products/1/1`)).json()).prod[0]._id;
    const { token } = await signup(ours.base);
    const auth = { Authorization: `Bearer ${token}` };
    const cases = [
      ['product list page (1/40)', '/product-api/get-products/1/40', {}],
      ['product detail', `/product-api/get-product-detail/${productId}`, {}],
      ['cart read', '/cart-api/get-all-carts', auth],
    ];
    const bodyBytes = async (url, headers) => (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
    const rows = [];
    for (const [name, path, headers] of cases) {
      const a = { ...(await load(ours.base + path, headers)), bytes: await bodyBytes(ours.base + path, headers) };
      const b = { ...(await load(prism.base + path, headers)), bytes: await bodyBytes(prism.base + path, headers) };
      rows.push({ name, a, b });
    }
    console.log(`\nMock server vs Prism, same openapi.yaml, ${connections} connections, ${seconds} s each, loopback`);
    console.log('Body sizes differ: Prism answers the one-product example of openapi.yaml, we answer real data.');
    console.log(
      '| call | mock server req/s | mock server p99 | body | Prism req/s | Prism p99 | body | throughput ratio |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const { name, a, b } of rows) {
      console.log(
        `| ${name} | ${fmt(a.rps)} | ${a.p99} ms | ${fmt(a.bytes)} B | ${fmt(b.rps)} | ${b.p99} ms | ${fmt(b.bytes)} B | ${fmt(a.rps / b.rps, 1)}x |`,
      );
      if (a.non2xx || a.errors) console.log(`  (mock server: ${a.non2xx} non-2xx, ${a.errors} errors)`);
      if (b.non2xx || b.errors) console.log(`  (Prism: ${b.non2xx} non-2xx, ${b.errors} errors)`);
    }
    return rows;
  } finally {
    stop(ours.child);
    stop(prism.child);
  }
}

async function largeCatalogue() {
  const size = 100_000;
  const started = Date.now();
  const ours = await startMockServer(size);
  const startupMs = Date.now() - started;
  try {
    const lastPage = size / 40;
    const first = await load(`${ours.base}/product-api/get-products/1/40`);
    const last = await load(`${ours.base}/product-api/get-products/${lastPage}/40`);
    const rss = rssMb(ours.child.pid);
    console.log(`\nMock server at CATALOG_SIZE=${fmt(size)} (start-up ${fmt(startupMs)} ms)`);
    console.log('| call | req/s | p99 | budget |');
    console.log('|---|---:|---:|---|');
    console.log(`| product list page 1/40 | ${fmt(first.rps)} | ${first.p99} ms | p99 < 20 ms |`);
    console.log(`| product list page ${lastPage}/40 | ${fmt(last.rps)} | ${last.p99} ms | p99 < 20 ms |`);
    console.log(`| resident memory after load | ${fmt(rss)} MB | | < 500 MB |`);
  } finally {
    stop(ours.child);
  }
}

/**
 * The proxy's cost: an upstream (a production build of the mock server) called directly, then
 * through a second instance with UPSTREAM_URL pointing at it, which forwards every call and checks
 * request and answer against openapi.yaml.
 */
async function proxyOverhead() {
  const upstream = await startMockServer(300);
  const proxy = await startMockServer(300, { UPSTREAM_URL: upstream.base });
  try {
    const productId = (await (await fetch(`${upstream.base}/product-api/get-products/1/1`)).json()).prod[0]._id;
    const auth = { Authorization: `Bearer ${(await signup(upstream.base)).token}` };
    const cases = [
      ['product list page (1/40)', '/product-api/get-products/1/40', {}],
      ['product detail', `/product-api/get-product-detail/${productId}`, {}],
      ['cart read', '/cart-api/get-all-carts', auth],
    ];
    console.log(
      `\nValidating proxy (UPSTREAM_URL) vs calling its upstream directly, ${connections} connections, ${seconds} s each, loopback`,
    );
    console.log(
      'Latency alone: one connection, one call at a time. Throughput: proxy and upstream share the same cores.',
    );
    console.log(
      '| call | direct mean (1 conn) | via proxy mean (1 conn) | direct req/s | direct p99 | via proxy req/s | via proxy p99 | proxy throughput |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const [name, path, headers] of cases) {
      const directAlone = await load(upstream.base + path, headers, 1);
      const proxiedAlone = await load(proxy.base + path, headers, 1);
      const direct = await load(upstream.base + path, headers);
      const proxied = await load(proxy.base + path, headers);
      console.log(
        `| ${name} | ${fmt(directAlone.mean, 2)} ms | ${fmt(proxiedAlone.mean, 2)} ms | ${fmt(direct.rps)} | ${direct.p99} ms | ${fmt(proxied.rps)} | ${proxied.p99} ms | ${fmt((proxied.rps / direct.rps) * 100)}% of direct |`,
      );
      if (direct.non2xx || direct.errors || proxied.non2xx || proxied.errors) {
        console.log(
          `  (direct: ${direct.non2xx} non-2xx, ${direct.errors} errors; proxy: ${proxied.non2xx} non-2xx, ${proxied.errors} errors)`,
        );
      }
    }
    const drift = await (await fetch(`${proxy.base}/dev/drift`)).json();
    console.log(`Drift recorded during the run: ${drift.total} (the upstream implements the same contract).`);
  } finally {
    stop(proxy.child);
    stop(upstream.child);
  }
}

if (runs('prism')) await compareWithPrism();
if (runs('large')) await largeCatalogue();
if (runs('proxy')) await proxyOverhead();
