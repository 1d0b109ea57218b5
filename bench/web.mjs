// `npm run bench:web`: how fast the shop is on a phone, with Lighthouse CI as the gate. Builds for
// production, starts the pair as `npm start` does (bench/server.mjs's startPair: the shop server,
// which serves and renders the pages, in front of the mock server, the API), makes a signed-in
// shopper with one product in the cart, and runs `lhci collect`, `lhci upload` (report files under
// lighthouse-reports/<profile>/, never a public upload) and `lhci assert` with lighthouserc.cjs, once
// per network profile of bench/network-profiles.json: Lighthouse's default mobile preset and a slow
// 3G. lighthouserc.cjs holds the targets (asserted on the median of the runs); this prints the
// medians beside the numbers measured before the work (issue #13 for the mobile preset, issue #27
// for slow 3G) and Lighthouse's benchmark index (machine speed: compare runs on a quiet machine at a
// similar speed), and fails when an assertion fails. The alternating comparison of two builds is
// `npm run bench:web:compare`.
//
// The shopper's cookies go on the shop's origin (the shop's code sends the token to its own origin,
// which forwards it upstream), and the cart is read back through that origin before any run, so the
// cart run shows the shopper's cart. Before issue 46 the mock server served the pages too
// (`--server mock`, the default then) and `--server shop` measured the shop server in front of it:
// that is now the only way, and `--server` is gone.
//
//   npm run bench:web                                   (3 runs per page and profile)
//   BENCH_RUNS=5 npm run bench:web -- --no-build
//   npm run bench:web -- --profile slow3g               (one profile only: mobile or slow3g)
//   npm run bench:web -- --sizes-only                   (the sizes below, no Lighthouse)
//
// Before Lighthouse it prints what a first visit downloads, which a busy machine cannot change
// (issue 50): the entry's JavaScript in brotli (`npm run bench:bundle` maps what it holds), and what
// the first round trip of each public page holds (bench/first-round-trip.mjs).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliSize, entryFiles } from './bundle-map.mjs';
import { measureFirstRoundTrip, printFirstRoundTrip } from './first-round-trip.mjs';
import { median, medians, metricsOf, profiles, profilesFrom } from './lighthouse.mjs';
import { root, signedInCart, startPair } from './server.mjs';
import { chromiumPathOrExit } from '../scripts/lib/find-chromium.mjs';

const { values: args } = parseArgs({
  options: {
    profile: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'sizes-only': { type: 'boolean', default: false },
  },
});
/** What serves the measured pages: its name in the table and where its reports go. */
const measured = {
  title: 'the shop server in front of the mock server (`npm start`)',
  reports: 'lighthouse-reports',
};
const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`BENCH_RUNS must be a whole number from 1, not ${process.env.BENCH_RUNS}`);
  process.exit(2);
}
// --sizes-only: no Lighthouse profile at all.
const chosen = args['sizes-only'] ? [] : profilesFrom(args.profile);

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** Befores given to a tenth of a second, several baselines in one bracket: "(4.9 / 5.7 s)". */
const tenths = (list) => `${list.map((ms) => (ms / 1000).toFixed(1)).join(' / ')} s`;

/**
 * What each profile prints: its columns (the metric, how to show it and its befores), the numbers
 * measured before the work (one or more baselines, by page). The targets are lighthouserc.cjs's.
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
  },
};

if (!args['no-build']) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The entry's JavaScript, file by file, in brotli: what `/` runs before a tap works. */
function printEntrySize() {
  const dist = join(root, 'web', 'dist');
  const sizes = entryFiles(dist).map((file) => [file, brotliSize(readFileSync(join(dist, file)))]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const list = sizes.map(([file, size]) => `${file} ${(size / 1000).toFixed(2)}`).join(', ');
  console.log(`The entry's JavaScript: ${(total / 1000).toFixed(2)} kB brotli (${list})`);
}

/** Opens each page once, as a browser navigates, so that no run pays a cold cache (the shop server's catalogue). */
async function warm(origin, paths) {
  for (const path of paths) await (await fetch(`${origin}${path}`, { headers: { Accept: 'text/html' } })).arrayBuffer();
}

const lhci = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');
const saved = join(root, '.lighthouseci');

/** Runs `lhci <command>` with lighthouserc.cjs; true when it succeeded. */
function runLhci(command, env) {
  const run = spawnSync(process.execPath, [lhci, command, '--config=lighthouserc.cjs'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return run.status === 0;
}

/** The metrics of every run LHCI collected, by page URL. */
function collectedRuns() {
  const byUrl = new Map();
  for (const name of readdirSync(saved).filter((file) => /^lhr-.+\.json$/.test(file))) {
    const lhr = JSON.parse(readFileSync(join(saved, name), 'utf8'));
    byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), metricsOf(lhr)]);
  }
  return byUrl;
}

/**
 * Lighthouse CI on `pages` of `server` (`[key, label, path]`), once per chosen profile, the cart as
 * a signed-in shopper with `productId` in the cart; prints the medians. True when every assertion held.
 */
async function lighthouse(server, pages, productId) {
  const cookies = await signedInCart(server.api, server.base, productId);
  let held = true;
  console.log(`Lighthouse CI on ${measured.title}, ${runs}x per page and profile, load average before: ${load()}`);
  const by = {};
  for (const name of chosen) {
    console.log(`- ${profiles[name].title}`);
    rmSync(saved, { recursive: true, force: true });
    const env = {
      LHCI_PROFILE: name,
      LHCI_BASE_URL: server.base,
      LHCI_PRODUCT_ID: productId,
      LHCI_COOKIES: JSON.stringify(cookies),
      LHCI_REPORTS_DIR: `${measured.reports}/${name}`,
      BENCH_RUNS: String(runs),
      CHROME_PATH: chromePath,
    };
    if (!runLhci('collect', env)) throw new Error('Lighthouse CI could not collect the runs (above).');
    runLhci('upload', env);
    if (!runLhci('assert', env)) held = false;
    by[name] = collectedRuns();
  }

  console.log(`\nPages served by ${measured.title}: medians of ${runs} runs. Load average after: ${load()}.`);
  console.log('In brackets, the numbers before the work (served by the mock server then):');
  for (const name of chosen) console.log(`- ${report[name].short}: ${report[name].baselines}`);
  const heads = chosen.flatMap((name) => report[name].columns.map((c) => `${report[name].short} ${c.head}`));
  console.log(`| page | ${heads.join(' | ')} | machine speed |`);
  console.log(`|---|${heads.map(() => '---:|').join('')}---:|`);
  for (const [key, label, path] of pages) {
    const samples = chosen.map((name) => by[name].get(`${server.base}${path}`) ?? []);
    if (samples.some((list) => list.length === 0)) continue;
    const cells = chosen.flatMap((name, i) => {
      const m = medians(samples[i]);
      return report[name].columns.map(({ metric, show, was = (list) => list.map(show).join(' / ') }) => {
        const before = report[name].before[key];
        return `${show(m[metric])}${before ? ` (${was(before.map((b) => b[metric]))})` : ''}`;
      });
    });
    const speed = median(samples.flat().map((s) => s.speed));
    console.log(`| \`${label}\` | ${cells.join(' | ')} | ${Math.round(speed)} |`);
  }
  console.log(`\nReports: ${measured.reports}/<profile>/ (open the .html files).`);
  return held;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
// The browser tests' Chromium (CHROMIUM_PATH, then CHROME_PATH and the system's, then Playwright's).
const chromePath = chosen.length > 0 ? chromiumPathOrExit() : '';
// The mock server checking its answers against openapi.yaml, as `npm start` runs it (its NODE_ENV
// unset); the shop server as in production.
const server = await startPair(300, { mock: { NODE_ENV: '' } });
let failed = false;
try {
  const productId = (await (await fetch(`${server.api}/product-api/get-products/1/1`)).json()).prod[0]._id;
  const pages = [
    ['home', '/', '/'],
    ['listing', '/filter-product/{id}', `/filter-product/${productId}`],
    ['product', '/detail-view/{id}', `/detail-view/${productId}`],
    ['cart', '/view-carts (signed in)', '/view-carts'],
  ];
  await warm(
    server.base,
    pages.map(([, , path]) => path),
  );
  printEntrySize();
  const publicPages = pages.filter(([key]) => key !== 'cart').map(([, label, path]) => ({ label, path }));
  if (!printFirstRoundTrip(await measureFirstRoundTrip(server.base, publicPages))) {
    console.error('A first round trip lacks a part of the first paint (above).');
    process.exitCode = 1;
  }
  if (chosen.length > 0 && !(await lighthouse(server, pages, productId))) failed = true;
} catch (error) {
  // The servers are stopped below either way: process.exit here would leave them running.
  console.error(error.message);
  process.exitCode = 1;
} finally {
  server.stop();
}
if (failed) {
  console.error('Lighthouse CI: an assertion failed (above).');
  process.exitCode = 1;
}
