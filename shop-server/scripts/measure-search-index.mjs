/**
 * What the search-suggestions index (src/search-suggestions.ts) costs the shop server at its bound:
 * `size` generated products (the mock's own, mock-server/src/store/catalog/generate.ts) as the
 * upstream would send them, then the heap before and after the index, how long parsing and
 * building take (the event loop is held that long, once per catalogue), and each suggestion's time
 * over a few rounds of ~50 queries (words being typed, whole words, typos, a Hindi shop word).
 *
 *   npm run build -w web   # the renderer: web/dist-server/entry-server.mjs
 *   node --expose-gc --import tsx shop-server/scripts/measure-search-index.mjs [--size 100000] [--rounds 5] [--renderer <entry-server.mjs>]
 */
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { generateProduct } from '../../mock-server/src/store/catalog/generate.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '5' },
    renderer: { type: 'string', default: new URL('../../web/dist-server/entry-server.mjs', import.meta.url).pathname },
  },
});
const size = Number(values.size);
const rounds = Number(values.rounds);

if (typeof globalThis.gc !== 'function') console.warn('run with --expose-gc for settled heap numbers');
/** The heap once garbage is collected (a tick first: what the running task still holds is not freed before it ends). */
const settledHeap = async () => {
  await setImmediate();
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value) => `${value.toFixed(2)} ms`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const { prepareSuggestions, suggestProducts } = await import(pathToFileURL(values.renderer).href);

// The upstream's answer as the catalogue cache keeps it: one JSON body.
const body = Buffer.from(JSON.stringify({ prod: Array.from({ length: size }, (_, i) => generateProduct(i)) }));
const heapBefore = await settledHeap();

/** As the index's thread does (src/search-worker.ts): parse, make ready (only what search reads is kept). */
async function parsedAndReady() {
  let started = performance.now();
  const records = JSON.parse(body.toString('utf8')).prod;
  const parseMs = performance.now() - started;
  const heapParsed = await settledHeap();
  started = performance.now();
  const ready = prepareSuggestions(records, size);
  const buildMs = performance.now() - started;
  return { ...ready, parseMs, buildMs, heapParsed, heapBoth: await settledHeap() };
}
// The whole records go once it returns.
const { products, indexed, parseMs, buildMs, heapParsed, heapBoth } = await parsedAndReady();
const heapAfter = await settledHeap();

const typing = ['s', 'sa', 'sam', 'sams', 'samsu', 'sp', 'spe', 'spea', 'speak', 'he', 'hea', 'head', 'headp'];
const prefixes = [...typing, 'lap', 'mob', 'tel', 'refr', 'wash', 'sho', 'sar', 'kur', 'wat', 'bag', 'ric', 'oil'];
const whole = [
  'samsung',
  'speaker',
  'headphones',
  'laptop',
  'mobile',
  'television',
  'refrigerator',
  'washing machine',
  'shoes',
  'saree',
  'kurta',
  'watch',
  'backpack',
  'rice',
  'sunflower oil',
  'speker',
  'headphnes',
  'refrigerater',
  'samsng phone',
  'bluetooth speaker',
  'running shoes for men',
  'earbuds',
  'ear buds',
  'प्रोजेक्टर',
];
const queries = [
  ...prefixes.map((query) => ({ query, kind: 'prefix' })),
  ...whole.map((query) => ({ query, kind: 'whole' })),
];

// The first call reads the languages' shop words; not a shopper's cost after the first.
await suggestProducts({ products, query: 'warm', language: 'hi' });
await suggestProducts({ products, query: 'warm', language: 'en' });
const times = { prefix: [], whole: [] };
let matched = 0;
for (let round = 0; round < rounds; round += 1) {
  for (const { query, kind } of queries) {
    const language = /\p{Script=Devanagari}/u.test(query) ? 'hi' : 'en';
    const started = performance.now();
    const answer = await suggestProducts({ products, query, language, limit: 10 });
    times[kind].push(performance.now() - started);
    if (round === 0 && answer.total > 0) matched += 1;
  }
}

console.log(`catalogue: ${size} generated products, ${mb(body.length)} of JSON; ${indexed} indexed`);
console.log(
  `heap used: ${mb(heapBefore)} before, ${mb(heapParsed)} parsed, ${mb(heapBoth)} indexed (the records still held), ${mb(heapAfter)} once they go`,
);
console.log(
  `  held for search (the records cut to what it reads, known, and MiniSearch): +${mb(heapAfter - heapBefore)}; the parsed records at their peak: +${mb(heapParsed - heapBefore)}`,
);
console.log(`time: JSON.parse ${ms(parseMs)}, knowCatalogue + index ${ms(buildMs)}`);
console.log(
  `queries: ${queries.length} (${prefixes.length} prefix, ${whole.length} whole), ${matched} with matches, ${rounds} rounds`,
);
for (const kind of ['prefix', 'whole']) {
  const sorted = times[kind].sort((a, b) => a - b);
  console.log(
    `  ${kind}: p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1))}`,
  );
}
const all = [...times.prefix, ...times.whole].sort((a, b) => a - b);
console.log(`  all: p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))} over ${all.length} calls`);
