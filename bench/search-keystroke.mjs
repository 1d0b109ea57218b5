/* global document, window, performance, requestAnimationFrame, clearTimeout, MutationObserver, PerformanceObserver, HTMLInputElement */
// `npm run bench:search:keystroke` (issue 45): what one keystroke in the search box costs on a
// phone-speed CPU with a 10,000-product catalogue, the suggestions ranked in the browser from the
// whole catalogue (features/search: useSuggestions.ts, suggestions.ts, entities/catalogue/search).
//
// Starts the pair `npm start` runs (the built mock server with CATALOG_SIZE=10000, the built shop
// server in front of it: `npm run build` first) on free loopback ports, serving a copy of the built
// shop (web/dist and web/dist-server beside it: server-rendered pages). The shop server offers no
// /search-suggestions (SEARCH_MAX_PRODUCTS=0), so the shop, past its large catalogue size, falls
// back to reading the catalogue and ranking it in the browser. Opens `/` in the
// project's Chromium (scripts/lib/find-chromium.mjs, scripts/chromium-flags.json), focuses the
// combobox "Search products", waits until the catalogue and the engine are loaded, types every
// sequence once at full speed (warm-up: lazy chunks, the Indic transliteration, the JIT), then slows
// the CPU 4x (DevTools protocol `Emulation.setCPUThrottlingRate`; --cpu) and types each sequence one
// character at a time, several rounds, the sequences taking turns.
//
// Per keystroke, on the page's own clock (performance.now()):
// - input: a capturing `input` listener on the document, before React's;
// - list updated: the commit of React's deferred render for the text typed (SearchBox renders the
//   list from useDeferredValue(text)). A stub React DevTools hook sees every commit (production
//   builds call it too); the deferred one is the first whose committed SearchBox state holds the
//   typed text twice (the text and its deferred copy), read from the listbox's committed fiber. A
//   MutationObserver on the listbox says whether the DOM changed at all (a longer word often keeps
//   the same ten products); when it did, its first mutation comes within a microtask of that
//   commit, and a change after the measured commit fails the run (the wrong commit was taken);
// - next paint: a setTimeout(0) from the next requestAnimationFrame after the commit (after the
//   frame's style, layout and paint);
// - long tasks (PerformanceObserver 'longtask', 50 ms and over) overlapping the keystroke.
// Between keystrokes the page is left alone for --gap ms. Prints a markdown table per sequence and
// overall (p50 / p95 / max), with the load average at start: compare runs on a quiet machine only.
//
//   npm run bench:search:keystroke
//   npm run bench:search:keystroke -- --rounds 5 --query zentra --query "led tv"
//   npm run bench:search:keystroke -- --profile      (also: where the time goes, V8's sampling profiler)
//   npm run bench:search:keystroke -- --dist /tmp/other/dist --size 2000 --cpu 1
// --profile types each sequence once more, each keystroke under the CDP Profiler (100 µs sampling,
// from typing to the next paint), and prints self time per keystroke by area (library or source
// file) and by function; named as in the source when the build has source maps
// (`npm run build:profile -w web`, or `vite build --sourcemap hidden --outDir <folder>/dist` with
// web/dist-server copied beside it, then --dist <folder>/dist), else by minified name and chunk file.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import chromiumArgs from '../scripts/chromium-flags.json' with { type: 'json' };
import { chromiumPathOrExit } from '../scripts/lib/find-chromium.mjs';
import { root, startPair } from './server.mjs';

/** Typing sequences that find products in the generated catalogue (mock-server/src/store/catalog/kinds.json). */
const DEFAULT_QUERIES = ['zentra', 'projector', 'led tv', 'kurta', 'refrigirator', 'प्रोजेक्टर'];
const TARGET_MS = 16;

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    gap: { type: 'string', default: '100' },
    size: { type: 'string', default: '10000' },
    query: { type: 'string', multiple: true },
    dist: { type: 'string', default: join(root, 'web/dist') },
    cpu: { type: 'string', default: '4' },
    profile: { type: 'boolean', default: false },
    top: { type: 'string', default: '15' },
  },
});
const rounds = Number(values.rounds);
const gapMs = Number(values.gap);
const size = Number(values.size);
const cpuRate = Number(values.cpu);
const top = Number(values.top);
const queries = values.query ?? DEFAULT_QUERIES;
const dist = resolve(values.dist);
if (
  ![rounds, gapMs, size, top, cpuRate].every((n) => Number.isInteger(n) && n >= 0) ||
  rounds < 1 ||
  size < 1 ||
  cpuRate < 1
) {
  console.error(
    'usage: npm run bench:search:keystroke -- [--rounds 3] [--gap 100] [--size 10000] [--query text ...] [--dist web/dist] [--cpu 4] [--profile] [--top 15]',
  );
  process.exit(2);
}
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} is no built shop (no index.html): npm run build -w web`);
  process.exit(2);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/**
 * The page's instruments, installed before any of its scripts (so React finds the DevTools hook).
 * Runs in the page: window.__keystroke.waitFor(value) resolves with the measurement of the input
 * that left `value` in the box.
 */
function instrument() {
  const bench = { current: undefined, waiting: new Map(), longTasks: [], list: undefined, late: [] };
  window.__keystroke = bench;

  /**
   * Whether the committed SearchBox holds `value` at least twice in its hooks: the text and its
   * deferred copy. The committed (current) fiber of the listbox is the one whose props its DOM node
   * carries (a half-done render's fibers hold newer state); SearchBox is its nearest component.
   */
  function caughtUp(list, value) {
    const keys = list ? Object.keys(list) : [];
    const fiberKey = keys.find((k) => k.startsWith('__reactFiber$'));
    const propsKey = keys.find((k) => k.startsWith('__reactProps$'));
    if (!fiberKey || !propsKey) return undefined;
    let fiber = [list[fiberKey], list[fiberKey].alternate].find((f) => f?.memoizedProps === list[propsKey]);
    while (fiber && typeof fiber.type !== 'function') fiber = fiber.return;
    if (!fiber) return undefined;
    let n = 0;
    for (let hook = fiber.memoizedState; hook; hook = hook.next) if (hook.memoizedState === value) n += 1;
    return n >= 2;
  }
  bench.caughtUp = () => caughtUp(bench.list, bench.box?.value);

  function finish(record, status) {
    if (record.status) return;
    clearTimeout(record.timer);
    record.status = status;
    const options = bench.list?.querySelectorAll('[role="option"]').length ?? 0;
    const note = bench.list?.parentElement?.querySelector('p')?.textContent ?? '';
    const { value, input, commit, commits, mutation, frame, paint } = record;
    record.resolve({ value, input, commit, commits, mutation, frame, paint, status, options, note });
  }

  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot() {
      const record = bench.current;
      if (!record || record.commit !== undefined || record.status) return;
      const now = performance.now();
      record.commits += 1;
      const caught = caughtUp(bench.list, record.value);
      if (caught === false) return;
      if (caught === undefined) record.unsure = true;
      record.commit = now;
      requestAnimationFrame(() => {
        record.frame = performance.now();
        setTimeout(() => {
          record.paint = performance.now();
          finish(record, record.unsure ? 'unsure' : 'ok');
        }, 0);
      });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    checkDCE() {},
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  let observed;
  const mutations = new MutationObserver(() => {
    const record = bench.current;
    if (!record) return;
    // A list changed after its keystroke was measured: the measurement took the wrong commit.
    if (record.status === 'ok' && record.mutation === undefined) bench.late.push(record.value);
    if (record.mutation === undefined) record.mutation = performance.now();
  });

  document.addEventListener(
    'input',
    (event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || box.getAttribute('role') !== 'combobox') return;
      const input = performance.now();
      const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
      if (list && list !== observed) {
        mutations.disconnect();
        mutations.observe(list, { childList: true, subtree: true, characterData: true, attributes: true });
        observed = list;
      }
      bench.box = box;
      bench.list = list ?? undefined;
      if (bench.current && !bench.current.status) finish(bench.current, 'overtaken');
      const record = { value: box.value, input, commits: 0 };
      record.done = new Promise((r) => (record.resolve = r));
      record.timer = setTimeout(() => finish(record, 'timeout'), 15_000);
      bench.current = record;
      bench.waiting.get(record.value)?.(record.done);
    },
    true,
  );

  bench.waitFor = (value) =>
    bench.current?.value === value
      ? bench.current.done
      : new Promise((r) => bench.waiting.set(value, (done) => (bench.waiting.delete(value), r(done))));
}

/**
 * The pair (bench/server.mjs startPair: the built mock server, the built shop server in front of it)
 * serving a copy of the build, with no suggestions from the server (SEARCH_MAX_PRODUCTS=0): the
 * shop ranks them in the browser, which is what this measures.
 */
async function startServer() {
  const folder = mkdtempSync(join(tmpdir(), 'search-keystroke-'));
  cpSync(dist, join(folder, 'dist'), { recursive: true });
  const distServer = join(dirname(dist), 'dist-server');
  if (existsSync(distServer)) cpSync(distServer, join(folder, 'dist-server'), { recursive: true });
  try {
    const pair = await startPair(size, { shop: { WEB_DIST: join(folder, 'dist'), SEARCH_MAX_PRODUCTS: '0' } });
    return { ...pair, folder };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** The measurement of the input that leaves `value` in the box, once `act` has typed it. */
async function measure(page, value, act) {
  const done = page.evaluate((typed) => window.__keystroke.waitFor(typed), value);
  await act();
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no input event left ${JSON.stringify(value)} in the box`)), 30_000);
  });
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Types `query` one character at a time; the measurement of each keystroke. `around(keystroke)`
 * runs each keystroke (typing and measuring it): the profiler wraps them.
 */
async function typeQuery(page, query, around = (keystroke) => keystroke()) {
  const results = [];
  let typed = '';
  for (const char of query) {
    typed += char;
    const value = typed;
    results.push(await around(() => measure(page, value, () => page.keyboard.type(char))));
    await sleep(gapMs);
  }
  return results;
}

async function clear(page, box) {
  await measure(page, '', () => box.fill(''));
  await sleep(Math.max(gapMs, 200));
}

/** Nearest-rank percentile. */
function percentile(list, p) {
  if (list.length === 0) return NaN;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)}` : '–');

/** Source maps by script URL (read once), for builds that have them. */
const maps = new Map();
function mapFor(url) {
  if (maps.has(url)) return maps.get(url);
  const file = join(dist, `${new URL(url).pathname}.map`);
  const consumer = existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null;
  maps.set(url, consumer);
  return consumer;
}

/** A library by its package, our code by its source file. */
function areaOfSource(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  return /(?:^|\/)(src\/.+)$/.exec(source)?.[1] ?? source;
}

/** A profile node's function and area (library, source file, else script file), through the build's source maps when it has them. */
function nameOf({ url, functionName, lineNumber, columnNumber }) {
  const fn = functionName || '(anonymous)';
  if (!url) return { fn, area: fn.startsWith('(') ? fn : '(browser built-ins: DOM, URL, ...)' };
  if (!url.startsWith('http')) return { fn, area: url };
  const original = mapFor(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) {
    const area = areaOfSource(original.source);
    return { fn: `${original.name ?? fn} ${basename(original.source)}:${original.line}`, area };
  }
  const file = basename(new URL(url).pathname);
  return { fn: `${fn} ${file}:${lineNumber + 1}:${columnNumber + 1}`, area: file };
}

/** Adds a CDP Profiler profile's self times (ms) by function and by area, idle time left out. */
function addSelfTimes(profile, { byFunction, byArea }) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const { samples = [], timeDeltas = [] } = profile;
  for (let i = 0; i < samples.length - 1; i += 1) {
    const frame = nodes.get(samples[i])?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(root)') continue;
    const { fn, area } = nameOf(frame);
    const t = timeDeltas[i + 1] / 1000;
    byFunction.set(`${fn} [${area}]`, (byFunction.get(`${fn} [${area}]`) ?? 0) + t);
    byArea.set(area, (byArea.get(area) ?? 0) + t);
  }
}

const loadAtStart = load();
let server;
let browser;
let failed = false;
try {
  try {
    server = await startServer();
    browser = await chromium.launch({ executablePath: chromiumPathOrExit(), args: chromiumArgs });
  } catch (error) {
    console.error(`could not start the shop, its API or Chromium: ${error.message}`);
    process.exitCode = 1;
    throw error;
  }
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  let remoteAsks = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/search-suggestions') remoteAsks += 1;
  });
  await page.goto(`${server.base}/`, { waitUntil: 'load' });
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  // The catalogue (fetched once the shop server's suggestions answer 404) and the engine's chunk.
  await box.fill('zentra');
  await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor({ timeout: 90_000 });
  await sleep(500);
  if ((await page.evaluate(() => window.__keystroke.caughtUp())) !== true)
    throw new Error("cannot read SearchBox's deferred text from the listbox's fiber: the measurement needs a new way");
  await clear(page, box);
  // Warm-up at full speed: every sequence once (the Indic transliteration's chunk, the JIT).
  for (const query of queries) {
    await typeQuery(page, query);
    await clear(page, box);
  }
  const asksBefore = remoteAsks;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.evaluate(() => (window.__keystroke.late = []));
  const version = browser.version();

  const byQuery = new Map(queries.map((q) => [q, []]));
  const started = Date.now();
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      byQuery.get(query).push(...(await typeQuery(page, query)).map((r) => ({ ...r, round })));
      await clear(page, box);
    }
  }
  const { longTasks, late } = await page.evaluate(() => ({
    longTasks: window.__keystroke.longTasks,
    late: window.__keystroke.late,
  }));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);

  const rowOf = (label, records) => {
    const good = records.filter((r) => r.status === 'ok' || r.status === 'unsure');
    const toList = good.map((r) => r.commit - r.input);
    const toPaint = good.map((r) => r.paint - r.input);
    const longest = records.map((r) =>
      Math.max(
        0,
        ...longTasks
          .filter((t) => t.start < (r.paint ?? r.input + 15_000) && t.start + t.duration > r.input)
          .map((t) => t.duration),
      ),
    );
    const withLong = longest.filter((d) => d > 0);
    const last = records.at(-1);
    const cells = [
      label,
      records.length,
      `${good.filter((r) => r.mutation !== undefined).length}`,
      ms(percentile(toList, 50)),
      ms(percentile(toList, 95)),
      ms(Math.max(...toList)),
      ms(percentile(toPaint, 95)),
      ms(Math.max(...toPaint)),
      `${withLong.length}${withLong.length ? ` (max ${ms(Math.max(...withLong))})` : ''}`,
      `${records.filter((r) => r.commit - r.input > TARGET_MS).length}`,
    ];
    if (last) cells.push(last.note.match(/of ([\d,]+)/)?.[1] ?? String(last.options));
    return { cells, bad: records.length - good.length, unsure: records.filter((r) => r.status === 'unsure').length };
  };

  console.log(
    `\n## One keystroke's suggestions: CPU ${cpuRate}x slower (CDP Emulation.setCPUThrottlingRate ${cpuRate}), ${size.toLocaleString('en-US')} products`,
  );
  console.log(
    `${rounds} round(s) per sequence, one character at a time, ${gapMs} ms idle between keystrokes; Chromium ${version}; ` +
      `load average at start: ${loadAtStart}, after: ${load()}; measured in ${seconds} s.`,
  );
  console.log(
    'Times in ms on the page clock, from the `input` event: "list updated" = commit of the deferred render for that text; ' +
      '"next paint" = setTimeout(0) from the next animation frame. Target: ≤ 16 ms.\n',
  );
  console.log(
    '| query | keystrokes | list DOM changed | list updated p50 | p95 | max | next paint p95 | max | long tasks ≥50 ms | over 16 ms | matches (last key) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  let bad = 0;
  let unsure = 0;
  for (const [query, records] of byQuery) {
    const row = rowOf(`\`${query}\``, records);
    bad += row.bad;
    unsure += row.unsure;
    console.log(`| ${row.cells.join(' | ')} |`);
  }
  const all = rowOf('**all**', [...byQuery.values()].flat());
  all.cells[all.cells.length - 1] = '';
  console.log(`| ${all.cells.join(' | ')} |`);
  if (bad > 0) {
    failed = true;
    console.log(`\n${bad} keystroke(s) never saw their deferred render (timed out or overtaken): left out above.`);
  }
  if (late.length > 0) {
    failed = true;
    console.log(
      `\nThe list changed after the measured commit of ${late.map((v) => JSON.stringify(v)).join(', ')}: the measurement is wrong there.`,
    );
  }
  if (unsure > 0) console.log(`${unsure} keystroke(s) timed to their first commit (SearchBox's state unreadable).`);
  if (remoteAsks > asksBefore)
    console.log(`Note: the page asked /search-suggestions ${remoteAsks - asksBefore} time(s) while measured.`);

  if (values.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const times = { byFunction: new Map(), byArea: new Map() };
    let keystrokes = 0;
    const profiled = async (keystroke) => {
      await cdp.send('Profiler.start');
      const result = await keystroke();
      addSelfTimes((await cdp.send('Profiler.stop')).profile, times);
      keystrokes += 1;
      return result;
    };
    for (const query of queries) {
      await typeQuery(page, query, profiled);
      await clear(page, box);
    }
    await cdp.send('Profiler.disable');
    const busy = [...times.byArea.values()].reduce((a, b) => a + b, 0);
    const per = (t) => `${ms(t / keystrokes)} | ${((100 * t) / busy).toFixed(0)}%`;
    console.log(
      `\n### Where the time goes: V8's sampling profiler (100 µs), one more round, each of its ${keystrokes} keystrokes from typing to next paint, CPU ${cpuRate}x slower`,
    );
    console.log(
      `Sampled busy time (idle left out; the profiler's own cost in): ${ms(busy / keystrokes)} ms per keystroke. ` +
        '(program) is the browser outside JavaScript (input, style, layout, paint, IPC)' +
        (cpuRate > 1 ? ', and collects the time the CPU throttling holds the thread' : '') +
        '.\n',
    );
    console.log('| area | ms per keystroke | share |\n|---|---:|---:|');
    for (const [area, t] of [...times.byArea].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`| ${area} | ${per(t)} |`);
    console.log('\n| function [area] (self time) | ms per keystroke | share |\n|---|---:|---:|');
    for (const [name, t] of [...times.byFunction]
      .filter(([name]) => !/^\((program|garbage collector)\)/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top))
      console.log(`| ${name.replace(/\|/g, '\\|')} | ${per(t)} |`);
  }
  await context.close();
} catch (error) {
  if (!process.exitCode) console.error(error);
  failed = true;
} finally {
  await browser?.close().catch(() => {});
  if (server) {
    server.stop();
    rmSync(server.folder, { recursive: true, force: true });
  }
}
if (failed && !process.exitCode) process.exitCode = 1;
