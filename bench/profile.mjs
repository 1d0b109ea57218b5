// Where a call's time goes on the mock server: runs the built server under `node --cpu-prof`, loads
// one call with autocannon (the bench's settings), stops the server, and prints the functions with
// the most self time, grouped by area (our modules by file, libraries by package, Node's internals).
//
//   npm run build -w mock-server && node bench/profile.mjs list|detail|cart [seconds] [proxy]
// With `proxy`, the profiled server is the validating proxy (UPSTREAM_URL) in front of an upstream.
// The .cpuprofile is kept (its path is printed): open it in Chrome's DevTools for the whole picture.
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, signup, start, startMockServer, stop, waitFor } from './server.mjs';

const [call = 'list', secondsArg = '5', mode = 'direct'] = process.argv.slice(2);
const calls = ['list', 'detail', 'cart'];
if (!calls.includes(call)) {
  console.error(`usage: node bench/profile.mjs ${calls.join('|')} [seconds]`);
  process.exit(2);
}
const upstream = mode === 'proxy' ? await startMockServer(300) : undefined;
const folder = mkdtempSync(join(tmpdir(), 'bench-profile-'));
const port = await freePort();
const child = start(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${folder}`, 'mock-server/dist/server.js'], {
  PORT: String(port),
  HOST: '127.0.0.1',
  CATALOG_SIZE: '300',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  ...(upstream ? { UPSTREAM_URL: upstream.base } : {}),
});
const base = `http://127.0.0.1:${port}`;
await waitFor(`${base}/product-api/get-products/1/1`);
const productId = (await (await fetch(`${base}/product-api/get-products/1/1`)).json()).prod[0]._id;
const targets = {
  list: () => ({ path: '/product-api/get-products/1/40', headers: {} }),
  detail: () => ({ path: `/product-api/get-product-detail/${productId}`, headers: {} }),
  cart: async () => ({
    path: '/cart-api/get-all-carts',
    headers: { Authorization: `Bearer ${(await signup(base)).token}` },
  }),
};
const { path, headers } = await targets[call]();
// V8's profile clock and process.hrtime are both the system's monotonic clock: only samples taken
// while the load ran count (not start-up, the first requests' compilation, or the shutdown).
const loadStart = process.hrtime.bigint() / 1000n;
const result = await autocannon({ url: base + path, headers, connections: 10, duration: Number(secondsArg) });
const loadEnd = process.hrtime.bigint() / 1000n;
const exited = new Promise((resolve) => child.on('exit', resolve));
child.stopping = true;
child.kill('SIGTERM');
await exited;
if (upstream) stop(upstream.child);

const file = join(
  folder,
  readdirSync(folder).find((name) => name.endsWith('.cpuprofile')),
);
const profile = JSON.parse(readFileSync(file, 'utf8'));

/** The area a function belongs to: our file, a package, Node's internals, or V8's own entries. */
function areaOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const ours = /mock-server\/dist\/(.+)\.js$/.exec(url);
  if (ours) return `ours: ${ours[1]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/').slice(0, 2).join('/')}`;
  return url;
}

// Self time per node: the samples that landed on it, times the mean interval.
const interval = (profile.endTime - profile.startTime) / profile.samples.length;
const hits = new Map();
let time = BigInt(profile.startTime);
for (const [i, id] of profile.samples.entries()) {
  time += BigInt(profile.timeDeltas[i]);
  if (time >= loadStart && time <= loadEnd) hits.set(id, (hits.get(id) ?? 0) + 1);
}
const byFunction = new Map();
const byArea = new Map();
let busy = 0;
for (const node of profile.nodes) {
  const ms = (hits.get(node.id) ?? 0) * (interval / 1000);
  if (!ms) continue;
  const frame = node.callFrame;
  const area = areaOf(frame);
  if (area !== '(idle)') busy += ms;
  const key = `${frame.functionName || '(anonymous)'} ${area}:${frame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  byArea.set(area, (byArea.get(area) ?? 0) + ms);
}
const top = (map, n) =>
  [...map]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);
const share = (ms) => `${((ms / busy) * 100).toFixed(1)}%`;

console.log(
  `${call}${upstream ? ' through the proxy' : ''}: ${path}, ${Math.round(result.requests.average)} req/s, ${result.requests.total} requests`,
);
console.log(`profile: ${file}`);
console.log(
  `busy (not idle) ${Math.round(busy)} ms, ${((busy * 1000) / result.requests.total).toFixed(1)} µs per request`,
);
console.log('\n| area | self time | share of busy |\n|---|---:|---:|');
for (const [area, ms] of top(byArea, 25)) console.log(`| ${area} | ${Math.round(ms)} ms | ${share(ms)} |`);
console.log('\n| function | self time | share of busy |\n|---|---:|---:|');
for (const [name, ms] of top(byFunction, 30)) console.log(`| ${name} | ${Math.round(ms)} ms | ${share(ms)} |`);
