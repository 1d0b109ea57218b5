// `npm run bench:web`: how fast the shop is on a phone. Builds for production, starts the mock server
// as `npm start` does, and runs Lighthouse 12 (mobile preset: emulated mid-range phone, simulated
// slow 4G, 4x CPU slowdown) in headless Chromium several times on the home page, a listing, a
// product and the signed-in cart. Prints the median of each metric beside the numbers issue #13
// measured before the work. Scores move with machine load and speed (the last column, Lighthouse's
// benchmark index): compare runs on a quiet machine at a similar speed.
//
//   npm run bench:web                          (3 runs per page)
//   BENCH_RUNS=5 npm run bench:web -- --no-build
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { launchChromium, measure, medians } from './lighthouse.mjs';
import { root, signup, startMockServer, stop } from './server.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);

/** Issue #13's measurements before this work (quiet machine, same Lighthouse settings). */
const before = {
  home: { perf: 35, lcp: 5600, tbt: 540, cls: 0.567, js: 504 },
  listing: { perf: 45, lcp: 5100, tbt: 360, cls: 0.465, js: 449 },
  product: { perf: 43, lcp: 5000, tbt: 400, cls: 0.465, js: 513 },
};

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Sets cookies in the running Chromium through the DevTools protocol (Node's own WebSocket). */
async function setCookies(port, cookies) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  await new Promise((resolve, reject) => {
    socket.onmessage = (event) => {
      const answer = JSON.parse(event.data);
      if (answer.id !== 1) return;
      if (answer.error) reject(new Error(answer.error.message));
      else resolve();
    };
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
  });
  socket.close();
}

/** The signed-in shopper of the cart run: a new account with one product in its cart. */
async function signedInCart(base, productId) {
  const { token, user } = await signup(base);
  const detail = await (await fetch(`${base}/product-api/get-product-detail/${productId}`)).json();
  const added = await fetch(`${base}/cart-api/add-to-cart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ prod: detail }),
  });
  if (!added.ok) throw new Error(`add-to-cart for the benchmark failed: ${added.status}`);
  // As the shop writes them (web/src/lib/session.ts; js-cookie decodes the JSON user).
  return [
    { name: 'token', value: token, url: base, sameSite: 'Lax' },
    { name: 'user', value: encodeURIComponent(JSON.stringify(user)), url: base, sameSite: 'Lax' },
  ];
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const server = await startMockServer(300, { NODE_ENV: '' });
const chrome = await launchChromium();
try {
  const productId = (await (await fetch(`${server.base}/product-api/get-products/1/1`)).json()).prod[0]._id;
  await setCookies(chrome.port, await signedInCart(server.base, productId));
  const pages = [
    ['home', '/', '/'],
    ['listing', '/filter-product/{id}', `/filter-product/${productId}`],
    ['product', '/detail-view/{id}', `/detail-view/${productId}`],
    ['cart', '/view-carts (signed in)', '/view-carts'],
  ];
  console.log(`Lighthouse ${runs}x per page, mobile preset, load average before: ${load()}`);
  const rows = [];
  for (const [key, label, path] of pages) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(chrome, `${server.base}${path}`));
    rows.push({ key, label, ...medians(samples) });
  }

  const was = (key, name, format) => (before[key] ? ` (${format(before[key][name])})` : '');
  const ms = (n) => `${(n / 1000).toFixed(2)} s`;
  console.log(
    `\nMedians of ${runs} runs; issue #13's numbers before the work in brackets. Load average after: ${load()}`,
  );
  console.log('| page | perf | LCP | TBT | CLS | JS transferred | machine speed |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| \`${r.label}\` | ${r.perf}${was(r.key, 'perf', String)} | ${ms(r.lcp)}${was(r.key, 'lcp', ms)} | ` +
        `${Math.round(r.tbt)} ms${was(r.key, 'tbt', (n) => `${n} ms`)} | ${r.cls.toFixed(3)}${was(r.key, 'cls', (n) => n.toFixed(3))} | ` +
        `${r.js.toFixed(0)} KB${was(r.key, 'js', (n) => `${n} KB`)} | ${Math.round(r.speed)} |`,
    );
  }
} finally {
  chrome.kill();
  stop(server.child);
}
