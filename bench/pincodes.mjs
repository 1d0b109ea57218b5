// Benchmark: what the pincode directory (India Post's, loaded at the first pincode question) costs
// the mock server at CATALOG_SIZE=100000: resident memory before and after the first question, that
// first answer's time (the load), then pincode checks a second and their p99 once loaded, beside a
// catalogue page under the same load (for scale: the machine's load varies).
//
//   npm run build -w mock-server && node bench/pincodes.mjs
//   BENCH_SECONDS=10 node bench/pincodes.mjs
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { rssMb, startMockServer, stop } from './server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const size = 100_000;

const fmt = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

const started = Date.now();
const server = await startMockServer(size);
const startupMs = Date.now() - started;
try {
  const before = rssMb(server.child.pid);
  const t0 = performance.now();
  const first = await fetch(`${server.base}/order-api/pincode/560001`);
  if (!first.ok) throw new Error(`the first pincode check answered ${first.status}`);
  const firstMs = performance.now() - t0;
  const loaded = rssMb(server.child.pid);
  // The same load on a catalogue page, for scale on a machine whose load varies.
  const baseline = await new Promise((resolve, reject) =>
    autocannon(
      { url: `${server.base}/product-api/get-products/1/40`, connections: 10, duration: seconds },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
  const pincodes = ['560001', '110001', '400001', '700001', '600001', '744101', '999999'];
  let next = 0;
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: server.base,
        connections: 10,
        duration: seconds,
        requests: [
          { setupRequest: (req) => ({ ...req, path: `/order-api/pincode/${pincodes[next++ % pincodes.length]}` }) },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
  const after = rssMb(server.child.pid);
  console.log(`\nPincode directory on the mock server at CATALOG_SIZE=${fmt(size)} (start-up ${fmt(startupMs)} ms)`);
  console.log('| measure | value | budget |');
  console.log('|---|---:|---|');
  console.log(`| resident memory before the first pincode question | ${fmt(before)} MB | |`);
  console.log(`| first pincode answer (loads the directory) | ${fmt(firstMs)} ms | |`);
  console.log(`| resident memory once loaded | ${fmt(loaded)} MB | |`);
  console.log(`| added by the directory | ${fmt(loaded - before)} MB | < 50 MB |`);
  console.log(
    `| pincode checks a second (7 pincodes, 10 connections, ${seconds} s) | ${fmt(result.requests.average)} | |`,
  );
  console.log(`| pincode check p99 | ${result.latency.p99} ms | |`);
  console.log(
    `| for scale: product list page 1/40 a second, p99 | ${fmt(baseline.requests.average)}, ${baseline.latency.p99} ms | |`,
  );
  console.log(`| resident memory after the load test | ${fmt(after)} MB | |`);
} finally {
  stop(server.child);
}
