// Benchmark: requests per second and p99 latency of the mock server against Stoplight Prism mocking
// the same openapi.yaml, on loopback, bounded in time. Then the mock server alone at
// CATALOG_SIZE=100000: product-list page p99 and resident memory.
//
//   npm run bench                  (builds nothing: run `npm run build` first)
//   BENCH_SECONDS=10 npm run bench (longer runs)
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { signup, startMockServer, startPrism, stop } from './server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, result) => {
      if (err) return reject(err);
      resolve({
        rps: result.requests.average,
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

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

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
    console.log('| call | mock server req/s | mock server p99 | body | Prism req/s | Prism p99 | body | throughput ratio |');
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

await compareWithPrism();
await largeCatalogue();
