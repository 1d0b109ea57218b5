/* global document, window, performance, MutationObserver */
// Where a page's main-thread time goes while it loads and hydrates on a phone-speed CPU: the
// browser-side companion of bench/profile.mjs (which profiles the mock server). Serves each given
// build as `npm start` does (a shop server of its own in front of a mock server, bench/server.mjs's
// startPair; server-rendered when dist-server is beside its dist folder), opens the
// pages in Playwright's Chromium (the project's flags, a phone's viewport) with the CPU slowed 4x
// (DevTools protocol `Emulation.setCPUThrottlingRate`), records a Chrome trace with V8's sampling
// profiler, and prints per page and build:
// - the long tasks (over 50 ms) and the blocking time they add up to after the first paint (what
//   Lighthouse's TBT counts, here on an unthrottled loopback network);
// - the main thread's time by kind (script, style and layout, paint, HTML parsing, GC);
// - script self time by area (a library, or our source file) and by function. With source maps
//   beside the build's files (`npm run build:profile -w web` writes hidden ones) functions and
//   areas are named as in the source; without them, by their minified names and files.
// Builds take turns page by page, so a drift of the machine's load falls on each alike: compare
// builds within one run, not numbers across runs (the machine is shared).
//
//   npm run bench:web:profile -- [--page /] [--page /filter-product/{id}] [--runs 2] [--keep] [--signed-in] [web/dist ...]
// `{id}` is the first product; the default build is web/dist, the default pages `/` and a listing.
// --signed-in loads them as a shopper with that product in the cart (`--page /view-carts`).
// --keep keeps the traces (their paths are printed): open them in Chrome DevTools' Performance panel.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import chromiumArgs from '../scripts/chromium-flags.json' with { type: 'json' };
import { chromiumPathOrExit } from '../scripts/lib/find-chromium.mjs';
import { median } from './lighthouse.mjs';
import { root, signedInCart, startPair } from './server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    page: { type: 'string', multiple: true },
    runs: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    top: { type: 'string', default: '12' },
    'signed-in': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const top = Number(values.top);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(top) || top < 1) {
  console.error(
    'usage: npm run bench:web:profile -- [--page /] [--runs 1] [--top 12] [--keep] [--signed-in] [web/dist folder ...]',
  );
  process.exit(2);
}
const pages = values.page ?? ['/', '/filter-product/{id}'];
const builds = (positionals.length > 0 ? positionals : [join(root, 'web/dist')]).map((dist) => resolve(dist));
for (const dist of builds) {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist} is no built shop (no index.html): npm run build:profile -w web`);
    process.exit(2);
  }
}

/** What Lighthouse counts as blocking: the part of a task past 50 ms. */
const LONG_TASK_MS = 50;
/** After the shop is live, the trace goes on this long: re-requested answers and their redraws land in it. */
const SETTLE_MS = 4000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** One traced load of `url`: the trace's events and when the shop said it was live (ms after navigation). */
async function trace(browser, url, cookies = []) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  // When <html data-shop-ready> appears (app/ShopRoot.tsx), on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.shopReady === undefined) return;
      window.__shopReadyAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-shop-ready'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  // Polled from here, not by a waiting script in the page, whose own work would join the trace.
  for (let waited = 0; !(await page.evaluate(() => window.__shopReadyAt !== undefined)); waited += 250) {
    if (waited > 60_000) throw new Error(`${url}: the shop did not say it was live within 60 s`);
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(SETTLE_MS);
  const readyAt = await page.evaluate(() => window.__shopReadyAt);
  const buffer = await browser.stopTracing();
  await context.close();
  return { events: JSON.parse(buffer.toString('utf8')).traceEvents, readyAt, buffer };
}

/** The renderer's main thread that ran the page: the CrRendererMain with the most task time. */
function mainThread(events) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  let best;
  let bestTime = -1;
  for (const { pid, tid } of mains) {
    const time = events
      .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask')
      .reduce((total, e) => total + (e.dur ?? 0), 0);
    if (time > bestTime) [best, bestTime] = [{ pid, tid }, time];
  }
  return best;
}

/** Source maps by script URL (read once), for builds given with them. */
const maps = new Map();
function mapFor(url, dist) {
  if (maps.has(url)) return maps.get(url);
  let consumer = null;
  const { pathname } = new URL(url);
  const file = join(dist, `${pathname}.map`);
  if (existsSync(file)) consumer = new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
  maps.set(url, consumer);
  return consumer;
}

/** A library by its package, our code by its source file, else the script's file. */
function areaOfSource(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const ours = /(?:^|\/)(src\/.+)$/.exec(source);
  return ours ? ours[1] : source;
}

/** A profile node's function and area, through the build's source maps when there are any. */
function nameOf(frame, dist) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url)
    return { fn: functionName || '(anonymous)', area: functionName.startsWith('(') ? functionName : '(native)' };
  if (!url.startsWith('http')) return { fn: functionName || '(anonymous)', area: url };
  const map = mapFor(url, dist);
  const original = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) {
    const area = areaOfSource(original.source);
    return {
      fn: `${original.name ?? functionName ?? '(anonymous)'} ${basename(original.source)}:${original.line}`,
      area,
    };
  }
  const file = basename(new URL(url).pathname);
  return { fn: `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`, area: file };
}

/** The main thread's CPU samples: [{ ts, frame }] in trace time (µs). */
function samplesOf(events, { pid, tid }) {
  // The main thread's profile starts there; its chunks come from V8's profiler thread, by the profile's id.
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === start?.id);
  const nodes = new Map();
  const samples = [];
  let ts = start?.args?.data?.startTime ?? 0;
  for (const chunk of chunks) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    for (const [i, id] of (cpuProfile.samples ?? []).entries()) {
      ts += timeDeltas[i] ?? 0;
      samples.push({ ts, id });
    }
  }
  return samples.map(({ ts: at, id }) => ({ ts: at, frame: nodes.get(id)?.callFrame }));
}

/** Self time (ms) by function and by area of `samples` between `from` and `to` (trace µs). */
function selfTimes(samples, from, to, dist) {
  const byFunction = new Map();
  const byArea = new Map();
  for (let i = 0; i < samples.length - 1; i += 1) {
    const { ts, frame } = samples[i];
    if (ts < from || ts >= to || !frame) continue;
    const ms = (samples[i + 1].ts - ts) / 1000;
    const { fn, area } = nameOf(frame, dist);
    if (area === '(idle)' || area === '(root)') continue;
    byFunction.set(`${fn} [${area}]`, (byFunction.get(`${fn} [${area}]`) ?? 0) + ms);
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
  }
  return { byFunction, byArea };
}

/** Time (ms) of the main thread by kind of work, from the trace's own events (nested ones count once). */
const KINDS = {
  'script: evaluate and compile': ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule'],
  'script: calls, timers, events': [
    'FunctionCall',
    'TimerFire',
    'EventDispatch',
    'FireAnimationFrame',
    'RunMicrotasks',
  ],
  'style and layout': ['UpdateLayoutTree', 'Layout', 'RecalculateStyles'],
  'paint and composite': ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers'],
  'HTML parsing': ['ParseHTML'],
  'CSS parsing': ['ParseAuthorStyleSheet'],
  'garbage collection': ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase'],
};

function kindsOf(events, { pid, tid }, from, to) {
  const kindOf = new Map(Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])));
  const totals = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, 0]));
  // Only outermost events of a kind count: a layout forced inside a script call stays the script's.
  const open = [];
  const sorted = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && kindOf.has(e.name) && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts);
  for (const event of sorted) {
    while (open.length > 0 && open.at(-1) <= event.ts) open.pop();
    if (open.length === 0) totals[kindOf.get(event.name)] += (event.dur ?? 0) / 1000;
    open.push(event.ts + (event.dur ?? 0));
  }
  return totals;
}

/** What one traced load tells: paint and ready times, long tasks, blocking time, kinds, self times. */
function analyse({ events, readyAt }, dist) {
  const thread = mainThread(events);
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.pid === thread.pid && e.args?.data?.documentLoaderURL)
    .at(-1);
  const t0 = navigation.ts;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid && e.ts >= t0);
  const fcp = fcpEvent ? fcpEvent.ts : t0;
  const end = Math.max(...events.filter((e) => e.ts).map((e) => e.ts + (e.dur ?? 0)));
  const tasks = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ts >= t0)
    .filter((e) => e.dur / 1000 > LONG_TASK_MS);
  const samples = samplesOf(events, thread);
  const longTasks = tasks.map((task) => {
    const { byArea, byFunction } = selfTimes(samples, task.ts, task.ts + task.dur, dist);
    const topOf = (map) =>
      [...map]
        .filter(([key]) => !key.startsWith('(program)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3);
    const [areas, functions] = [topOf(byArea), topOf(byFunction)];
    const kinds = Object.entries(kindsOf(events, thread, task.ts, task.ts + task.dur))
      .filter(([, t]) => t >= 5)
      .sort((a, b) => b[1] - a[1]);
    return { at: (task.ts - t0) / 1000, ms: task.dur / 1000, areas, functions, kinds };
  });
  const blocking = tasks
    .filter((task) => task.ts >= fcp)
    .reduce((total, task) => total + task.dur / 1000 - LONG_TASK_MS, 0);
  return {
    fcp: (fcp - t0) / 1000,
    ready: readyAt,
    blocking,
    longTasks,
    kinds: kindsOf(events, thread, t0, end),
    ...selfTimes(samples, t0, end, dist),
  };
}

const ms = (n) => `${Math.round(n)} ms`;
const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);

/** Medians over runs of a map's values, by key. */
function medianMap(maps_) {
  const keys = new Set(maps_.flatMap((m) => [...m.keys()]));
  return new Map([...keys].map((key) => [key, median(maps_.map((m) => m.get(key) ?? 0))]));
}

function report(page, results) {
  console.log(`\n## ${page}: medians of ${runs} traced load(s) per build, CPU 4x slower, loopback network`);
  console.log(`| build | FCP | shop live | blocking after FCP | long tasks | longest |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [dist, samples] of results) {
    const longest = samples.map((s) => Math.max(0, ...s.longTasks.map((t) => t.ms)));
    console.log(
      `| ${dist} | ${ms(median(samples.map((s) => s.fcp)))} | ${ms(median(samples.map((s) => s.ready)))} | ` +
        `${ms(median(samples.map((s) => s.blocking)))} | ${median(samples.map((s) => s.longTasks.length))} | ${ms(median(longest))} |`,
    );
  }
  for (const [dist, samples] of results) {
    console.log(`\n### ${dist}`);
    const kinds = medianMap(samples.map((s) => new Map(Object.entries(s.kinds))));
    console.log(
      `main thread by kind: ${sorted(kinds)
        .map(([kind, t]) => `${kind} ${ms(t)}`)
        .join(', ')}`,
    );
    console.log('long tasks of the first run (start: length; by kind; top script areas; top functions):');
    for (const task of samples[0].longTasks) {
      const kinds = task.kinds.map(([kind, t]) => `${kind} ${ms(t)}`).join(', ');
      const areas = task.areas.map(([area, t]) => `${area} ${ms(t)}`).join(', ');
      const functions = task.functions.map(([fn, t]) => `${fn.replace(/ \[.*\]$/, '')} ${ms(t)}`).join(', ');
      console.log(`- ${ms(task.at)}: ${ms(task.ms)}; ${kinds}; ${areas}${functions ? `; ${functions}` : ''}`);
    }
    console.log('\n| area | self time |\n|---|---:|');
    for (const [area, t] of sorted(medianMap(samples.map((s) => s.byArea))).slice(0, top)) {
      console.log(`| ${area} | ${ms(t)} |`);
    }
    console.log('\n| function [area] | self time |\n|---|---:|');
    for (const [fn, t] of sorted(medianMap(samples.map((s) => s.byFunction))).slice(0, top)) {
      console.log(`| ${fn} | ${ms(t)} |`);
    }
  }
}

const folder = values.keep ? mkdtempSync(join(tmpdir(), 'profile-web-')) : undefined;
const browser = await chromium.launch({ executablePath: chromiumPathOrExit(), args: chromiumArgs });
const servers = [];
try {
  for (const dist of builds) servers.push(await startPair(300, { mock: { NODE_ENV: '' }, shop: { WEB_DIST: dist } }));
  const { prod } = await (await fetch(`${servers[0].api}/product-api/get-products/1/1`)).json();
  const cookies = [];
  for (const { api, base } of servers)
    cookies.push(values['signed-in'] ? await signedInCart(api, base, prod[0]._id) : []);
  for (const pattern of pages) {
    const path = pattern.replace('{id}', prod[0]._id);
    const results = new Map(builds.map((dist) => [dist, []]));
    for (let run = 0; run < runs; run += 1) {
      const order = builds.map((_, i) => (run % 2 === 0 ? i : builds.length - 1 - i));
      for (const i of order) {
        const traced = await trace(browser, `${servers[i].base}${path}`, cookies[i]);
        if (folder) {
          const file = join(folder, `${pattern.replace(/\W+/g, '_')}-${i}-${run}.json`);
          writeFileSync(file, traced.buffer);
          console.log(`trace: ${file}`);
        }
        results.get(builds[i]).push(analyse(traced, builds[i]));
      }
    }
    report(pattern, results);
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
