// `npm run bench:web`: how fast the shop is on a phone. Builds for production, starts the mock server
// as `npm start` does (server rendering on when web/dist-server is built), and runs Lighthouse 12 in
// headless Chromium several times on the home page, a listing, a product and the signed-in cart,
// under each network profile of bench/lighthouse.mjs: Lighthouse's default mobile preset and a slow
// 3G (Lighthouse's simulation of WebPageTest's "3G Slow"). Prints the median of each metric, the
// profiles side by side, beside the numbers measured before the work (issue #13 for the mobile
// preset, issue #27 for slow 3G) and the targets. Scores move with machine load and speed (the last
// column, Lighthouse's benchmark index): compare runs on a quiet machine at a similar speed.
//
//   npm run bench:web                                   (3 runs per page and profile)
//   BENCH_RUNS=5 npm run bench:web -- --no-build
//   npm run bench:web -- --profile slow3g               (one profile only: mobile or slow3g)
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launchChromium, measure, median, medians, profiles, profilesFrom } from './lighthouse.mjs';
import { root, signup, startMockServer, stop } from './server.mjs';

const { values: args } = parseArgs({
  options: { profile: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
});
const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`BENCH_RUNS must be a whole number from 1, not ${process.env.BENCH_RUNS}`);
  process.exit(2);
}
const chosen = profilesFrom(args.profile);

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** Befores given to a tenth of a second, several baselines in one bracket: "(4.9 / 5.7 s)". */
const tenths = (list) => `${list.map((ms) => (ms / 1000).toFixed(1)).join(' / ')} s`;

/**
 * What each profile prints: its columns (the metric, how to show it and its befores), the numbers
 * measured before the work (one or more baselines, by page) and the targets (by page).
 */
const report = {
  mobile: {
    short: 'mobile',
    baselines: "issue #13's numbers before its work (quiet machine, same Lighthouse settings)",
    before: {
      home: [{ perf: 35, lcp: 5600, tbt: 540, cls: 0.567, js: 504 }],
      listing: [{ perf: 45, lcp: 5100, tbt: 360, cls: 0.465, js: 449 }],
      product: [{ perf: 43, lcp: 5000, tbt: 400, cls: 0.465, js: 513 }],
    },
    columns: [
      { head: 'perf', metric: 'perf', show: String },
      { head: 'LCP', metric: 'lcp', show: seconds },
      { head: 'TBT', metric: 'tbt', show: (n) => `${Math.round(n)} ms` },
      { head: 'CLS', metric: 'cls', show: (n) => n.toFixed(3) },
      { head: 'JS transferred', metric: 'js', show: (n) => `${n.toFixed(0)} KB` },
    ],
    targets: {
      home: [{ metric: 'perf', at: 'least', limit: 98, show: String }],
      listing: [{ metric: 'perf', at: 'least', limit: 98, show: String }],
      product: [{ metric: 'perf', at: 'least', limit: 98, show: String }],
      cart: [{ metric: 'perf', at: 'least', limit: 95, show: String }],
    },
  },
  slow3g: {
    short: 'slow 3G',
    baselines: "issue #27's numbers before server rendering: the shop before issue 26 / React 19 client-rendered",
    before: {
      home: [
        { fcp: 4900, lcp: 4900, tti: 5400 },
        { fcp: 5700, lcp: 6200, tti: 6700 },
      ],
      listing: [
        { fcp: 5300, lcp: 6800, tti: 6800 },
        { fcp: 6200, lcp: 7600, tti: 7600 },
      ],
      product: [
        { fcp: 5500, lcp: 6300, tti: 6400 },
        { fcp: 6400, lcp: 8000, tti: 8100 },
      ],
    },
    columns: [
      { head: 'FCP', metric: 'fcp', show: seconds, was: tenths },
      { head: 'LCP', metric: 'lcp', show: seconds, was: tenths },
      { head: 'TTI', metric: 'tti', show: seconds, was: tenths },
    ],
    targets: Object.fromEntries(
      ['home', 'listing', 'product'].map((page) => [
        page,
        [
          { metric: 'fcp', at: 'most', limit: 2500, show: seconds },
          { metric: 'lcp', at: 'most', limit: 3500, show: seconds },
        ],
      ]),
    ),
  },
};

if (!args['no-build']) {
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

/** "perf ≥ 98: met": a page's targets under one profile, against its medians. */
function targetsOf(name, key, m) {
  const { short, columns, targets } = report[name];
  return (targets[key] ?? []).map(({ metric, at, limit, show }) => {
    const head = columns.find((c) => c.metric === metric).head;
    const met = at === 'least' ? m[metric] >= limit : m[metric] <= limit;
    return `${short} ${head} ${at === 'least' ? '≥' : '≤'} ${show(limit)}: ${met ? 'met' : 'MISSED'}`;
  });
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
  console.log(`Lighthouse ${runs}x per page and profile, load average before: ${load()}`);
  for (const name of chosen) console.log(`- ${profiles[name].title}`);
  const rows = [];
  for (const [key, label, path] of pages) {
    const samples = Object.fromEntries(chosen.map((name) => [name, []]));
    // The profiles take turns within a page, so a drift of the machine falls on each alike.
    for (let run = 0; run < runs; run += 1) {
      for (const name of chosen) samples[name].push(await measure(chrome, `${server.base}${path}`, name));
    }
    const speed = median(chosen.flatMap((name) => samples[name].map((s) => s.speed)));
    rows.push({ key, label, speed, by: Object.fromEntries(chosen.map((name) => [name, medians(samples[name])])) });
  }

  console.log(`\nMedians of ${runs} runs. Load average after: ${load()}. In brackets, the numbers before the work:`);
  for (const name of chosen) console.log(`- ${report[name].short}: ${report[name].baselines}`);
  const heads = chosen.flatMap((name) => report[name].columns.map((c) => `${report[name].short} ${c.head}`));
  console.log(`| page | ${heads.join(' | ')} | targets | machine speed |`);
  console.log(`|---|${heads.map(() => '---:|').join('')}---|---:|`);
  for (const { key, label, speed, by } of rows) {
    const cells = chosen.flatMap((name) =>
      report[name].columns.map(({ metric, show, was = (list) => list.map(show).join(' / ') }) => {
        const before = report[name].before[key];
        return `${show(by[name][metric])}${before ? ` (${was(before.map((b) => b[metric]))})` : ''}`;
      }),
    );
    const targets = chosen.flatMap((name) => targetsOf(name, key, by[name]));
    console.log(`| \`${label}\` | ${cells.join(' | ')} | ${targets.join('; ') || '-'} | ${Math.round(speed)} |`);
  }
} finally {
  chrome.kill();
  stop(server.child);
}
