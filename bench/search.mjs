// Benchmark of the shop's search (web/src/entities/catalogue/search, issue 45) beside today's
// substring test and three libraries with their default options, printed as markdown tables:
//
//   a. relevance over the judged queries of bench/search-relevance.json (hosted fixture and the
//      first 300 generated products): recall@10, MRR and zero-result rate, in all, per class of
//      query and per language; then the queries our search does not answer fully, with what it
//      returns;
//   b. size of each engine in a browser bundle (esbuild, minified, brotli);
//   c. index build time and retained heap at 10,000 and 100,000 generated products;
//   d. query latency p50/p99 at 100,000 generated products, whole words and while typing.
//
//   npm run bench:search            (about 2 minutes on 2 cores)
//   npm run bench:search -- --quick (10,000 products only: latency at 10,000)
//
// The relevance set is judged by rules over the data (bench/search-relevance-judge.mjs), never by
// an engine under test. Every engine indexes the same products, as the shop knows them
// (knowCatalogue: hosted products get category and brand); the libraries index title, brand and
// category with their default options. Today's search is the listing's old test,
// `searchText.includes(query.trim().toLowerCase())` over title + brand + category of the catalogue as
// the API sends it (hosted products have no brand or category), in catalogue order.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { build as esbuild } from 'esbuild';
import { Document } from 'flexsearch';
import MiniSearch from 'minisearch';
import { generateProduct } from '../mock-server/src/store/catalog/generate.ts';
import { knowCatalogue } from '../web/src/entities/catalogue/knowCatalogue.ts';
import { indexOf } from '../web/src/entities/catalogue/search/catalogueIndex.ts';
import { toLatin } from '../web/src/entities/catalogue/search/indic.ts';
import { searchCatalogue } from '../web/src/entities/catalogue/search/query.ts';
import { catalogueFingerprint, shopWordsIn } from './search-data.mjs';

const root = new URL('../', import.meta.url);
const quick = process.argv.includes('--quick');
const scaleSizes = quick ? [10_000] : [10_000, 100_000];
/** Rounds over the query set per engine and mode: up to 5, fewer past 5 s (at least one). */
const latencyRounds = 5;
const latencyBudget = 5000;

if (typeof globalThis.gc !== 'function') {
  setFlagsFromString('--expose-gc');
  globalThis.gc = runInNewContext('gc');
}

const started = performance.now();
const say = (text = '') => console.log(text);
const progress = (text) =>
  process.stderr.write(`[bench:search ${((performance.now() - started) / 1000).toFixed(0)}s] ${text}\n`);

// ---------------------------------------------------------------------------------------------
// Engines. Each builds an index over products (as the shop knows them) and answers a query with
// the products' places in the catalogue, best first.

const docsOf = (products) =>
  products.map((product, id) => ({
    id,
    title: product.content.title,
    brand: product.brand ?? '',
    category: product.category ?? '',
  }));

/** Whatever a search call returns, awaited only if it is a promise (Orama answers at once when it can). */
const settle = (value) => (value instanceof Promise ? value : { then: (next) => next(value) });

const substring = {
  build: (products) =>
    products.map((p) => [p.content.title, p.brand, p.category].filter(Boolean).join(' ').toLowerCase()),
  search(texts, query) {
    const needle = query.trim().toLowerCase();
    if (!needle) return [];
    const found = [];
    for (let i = 0; i < texts.length; i += 1) if (texts[i].includes(needle)) found.push(i);
    return found;
  },
};

const engines = [
  {
    name: 'today: substring',
    note: 'over the products as the API sends them',
    raw: true,
    ...substring,
  },
  {
    name: 'substring, known',
    note: 'today’s test over the known products',
    /** The generated products carry brand and category: at scale this is today's search again. */
    scaleSkip: true,
    ...substring,
  },
  {
    name: 'ours',
    build: (products) => indexOf(products),
    search: (index, query, { prefix, shopWords }) =>
      // As the shop asks: with the transliteration (indic.ts, loaded apart) for words in an Indian script.
      searchCatalogue(index.products, query, { prefix, shopWords, toLatin }).hits.map((hit) => hit.position),
  },
  {
    name: 'MiniSearch default',
    build(products) {
      const engine = new MiniSearch({ fields: ['title', 'brand', 'category'] });
      engine.addAll(docsOf(products));
      return engine;
    },
    search: (engine, query, { typing }) =>
      engine.search(query, typing ? { prefix: (_term, i, terms) => i === terms.length - 1 } : {}).map((r) => r.id),
  },
  {
    name: 'Orama default',
    note: 'tolerance 0 (its default)',
    async build(products) {
      const db = create({ schema: { title: 'string', brand: 'string', category: 'string' } });
      await settle(
        insertMultiple(
          db,
          docsOf(products).map((doc) => ({ ...doc, id: String(doc.id) })),
        ),
      );
      return db;
    },
    search: (db, query, { limit }) =>
      settle(
        oramaSearch(db, { term: query, properties: ['title', 'brand', 'category'], ...(limit ? { limit } : {}) }),
      ).then((answer) => answer.hits.map((hit) => Number(hit.id))),
  },
  {
    name: 'Orama tolerance 1',
    note: 'the same index, one typo forgiven',
    sharesIndexWith: 'Orama default',
    search: (db, query, { limit }) =>
      settle(
        oramaSearch(db, {
          term: query,
          properties: ['title', 'brand', 'category'],
          tolerance: 1,
          ...(limit ? { limit } : {}),
        }),
      ).then((answer) => answer.hits.map((hit) => Number(hit.id))),
  },
  {
    name: 'FlexSearch forward',
    note: 'Document, tokenize "forward"',
    build(products) {
      const index = new Document({
        document: { id: 'id', index: ['title', 'brand', 'category'] },
        tokenize: 'forward',
      });
      for (const doc of docsOf(products)) index.add(doc);
      return index;
    },
    search: (index, query, { limit }) =>
      index.search(query, { merge: true, ...(limit ? { limit } : {}) }).map((result) => result.id),
  },
];

/** Builds every engine's index over `known` (and `raw` for today's), sharing where an engine says. */
async function buildAll(raw, known) {
  const built = new Map();
  for (const engine of engines) {
    if (engine.sharesIndexWith) built.set(engine.name, built.get(engine.sharesIndexWith));
    else built.set(engine.name, await engine.build(engine.raw ? raw : known));
  }
  return built;
}

// ---------------------------------------------------------------------------------------------
// Markdown.

function table(headers, rows, align = headers.map((_, i) => (i === 0 ? 'l' : 'r'))) {
  const text = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, i) => Math.max(3, ...text.map((row) => row[i].length)));
  const line = (row) =>
    `| ${row.map((cell, i) => (align[i] === 'l' ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (align[i] === 'l' ? `:${'-'.repeat(w - 1)}` : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  say([line(text[0]), rule, ...text.slice(1).map(line)].join('\n'));
  say();
}

const fixed = (n, digits = 3) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const percent = (n) => (Number.isFinite(n) ? `${(n * 100).toFixed(0)}%` : '–');
const mean = (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN);
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (n) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

// ---------------------------------------------------------------------------------------------
// a. Relevance.

async function relevance() {
  const set = JSON.parse(readFileSync(new URL('bench/search-relevance.json', root), 'utf8'));
  const hostedRaw = JSON.parse(readFileSync(new URL('fixtures/hosted-api-products.json', root), 'utf8'));
  const generatedRaw = Array.from({ length: set.generatedSize }, (_, i) => generateProduct(i));
  const catalogues = {
    hosted: { raw: hostedRaw, known: knowCatalogue(hostedRaw) },
    generated: { raw: generatedRaw, known: knowCatalogue(generatedRaw) },
  };
  for (const [name, { raw }] of Object.entries(catalogues)) {
    if (catalogueFingerprint(raw) === set.fingerprints?.[name]) continue;
    const warning = `The ${name} catalogue is not the one the set was judged on: rerun \`npx tsx bench/search-relevance-judge.mjs\`.`;
    say(`> **Warning.** ${warning}`);
    say();
    progress(warning);
  }
  for (const catalogue of Object.values(catalogues)) catalogue.built = await buildAll(catalogue.raw, catalogue.known);
  const shopWords = Object.fromEntries(['en', 'hi', 'mr', 'bn', 'ta', 'te'].map((code) => [code, shopWordsIn(code)]));

  /** Per engine, per query: the scores. */
  const scored = new Map(engines.map((engine) => [engine.name, []]));
  for (const entry of set.queries) {
    const { known } = catalogues[entry.catalogue];
    const relevant = new Set(entry.relevant);
    for (const engine of engines) {
      const request = {
        prefix: entry.class === 'prefix',
        shopWords: shopWords[entry.language],
        limit: known.length,
      };
      const positions = await engine.search(catalogues[entry.catalogue].built.get(engine.name), entry.query, request);
      const ids = positions.map((position) => known[position]._id);
      const top = ids.slice(0, 10);
      const hitsInTop = top.filter((id) => relevant.has(id)).length;
      const firstRank = ids.findIndex((id) => relevant.has(id));
      scored.get(engine.name).push({
        entry,
        results: ids.length,
        recall: hitsInTop / Math.min(10, relevant.size),
        reciprocal: firstRank < 0 ? 0 : 1 / (firstRank + 1),
        zero: ids.length === 0,
        precision: ids.length ? hitsInTop / top.length : Number.NaN,
        firstRank,
        top: positions.slice(0, 3).map((position) => known[position]),
      });
    }
  }

  const names = engines.map((engine) => engine.name);
  const summary = (scores) => ({
    recall: mean(scores.map((s) => s.recall)),
    mrr: mean(scores.map((s) => s.reciprocal)),
    zero: mean(scores.map((s) => (s.zero ? 1 : 0))),
    precision: mean(scores.filter((s) => !s.zero).map((s) => s.precision)),
  });
  const count = set.queries.length;
  const byCatalogue = (name, catalogue) => summary(scored.get(name).filter((s) => s.entry.catalogue === catalogue));

  say(`## a. Relevance: ${count} judged queries (bench/search-relevance.json)`);
  say();
  say(
    'recall@10: relevant products among the first 10, over min(10, relevant); MRR: 1/rank of the first relevant product; ' +
      'zero: share of queries with no result; P@10: relevant share of the first 10 shown (queries with results). ' +
      'Ours reads each query with the shop words of its language and, for the prefix class, the last word as a prefix ' +
      '(as the suggestions do); the libraries get the text as typed, with their defaults (MiniSearch: no prefix, no typos; ' +
      'Orama: prefix, tolerance 0; FlexSearch: forward = prefix, no typos).',
  );
  say();
  table(
    [
      'engine',
      'recall@10',
      'MRR',
      'zero',
      'P@10',
      'hosted recall@10',
      'generated recall@10',
      'hosted MRR',
      'generated MRR',
    ],
    names.map((name) => {
      const all = summary(scored.get(name));
      const hosted = byCatalogue(name, 'hosted');
      const generated = byCatalogue(name, 'generated');
      return [
        name,
        fixed(all.recall),
        fixed(all.mrr),
        percent(all.zero),
        fixed(all.precision),
        fixed(hosted.recall),
        fixed(generated.recall),
        fixed(hosted.mrr),
        fixed(generated.mrr),
      ];
    }),
  );

  const groups = [];
  const classes = [...new Set(set.queries.map((q) => q.class))];
  const languages = [...new Set(set.queries.map((q) => q.language))];
  for (const kind of classes)
    groups.push([`${kind} (${set.queries.filter((q) => q.class === kind).length})`, (e) => e.class === kind]);
  for (const code of languages)
    groups.push([
      `language ${code} (${set.queries.filter((q) => q.language === code).length})`,
      (e) => e.language === code,
    ]);
  for (const [metric, title, format] of [
    ['recall', 'recall@10', fixed],
    ['mrr', 'MRR', fixed],
    ['zero', 'zero-result rate', percent],
  ]) {
    say(`### ${title} per class and per language`);
    say();
    table(
      ['queries', ...names],
      groups.map(([label, keep]) => [
        label,
        ...names.map((name) => format(summary(scored.get(name).filter((s) => keep(s.entry)))[metric])),
      ]),
    );
  }

  const shortTitle = (product) => {
    const title = product.content.title.replace(/\s*\.\.\.$/, '');
    return title.length > 34 ? `${title.slice(0, 33)}…` : title;
  };
  const misses = scored.get('ours').filter((s) => s.recall < 1 || s.reciprocal < 1);
  say(
    `### Queries ours does not answer fully (${misses.length} of ${count}: recall@10 < 1 or first result not relevant)`,
  );
  say();
  table(
    [
      'query',
      'catalogue',
      'lang',
      'class',
      'relevant',
      'results',
      'recall@10',
      'first relevant at',
      'first three results',
    ],
    misses.map((s) => [
      `\`${s.entry.query}\``,
      s.entry.catalogue,
      s.entry.language,
      s.entry.class,
      s.entry.relevant.length,
      s.results,
      fixed(s.recall, 2),
      s.firstRank < 0 ? 'none' : s.firstRank + 1,
      s.top.map(shortTitle).join(' · ') || '(nothing)',
    ]),
    ['l', 'l', 'l', 'l', 'r', 'r', 'r', 'r', 'l'],
  );
}

// ---------------------------------------------------------------------------------------------
// b. Sizes.

async function bundleSize(contents, external = []) {
  const result = await esbuild({
    stdin: { contents, resolveDir: new URL('.', root).pathname, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const brotli = brotliCompressSync(code, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { minified: code.length, brotli };
}

async function sizes() {
  const search = './web/src/entities/catalogue/search/query.ts';
  const indic = './web/src/entities/catalogue/search/indic.ts';
  const rows = [
    ['ours: search/query.ts (with what it uses of MiniSearch)', `export * from '${search}';`],
    ['ours: search/query.ts without MiniSearch', `export * from '${search}';`, ['minisearch', 'minisearch/*']],
    ['ours: search/indic.ts (loaded only for text in an Indian script)', `export * from '${indic}';`],
    ['ours: query.ts + indic.ts', `export * from '${search}'; export * from '${indic}';`],
    ['MiniSearch (default export)', `export { default } from 'minisearch';`],
    ['MiniSearch SearchableMap only', `export { default } from 'minisearch/SearchableMap';`],
    ['Orama (create, insertMultiple, search)', `export { create, insertMultiple, search } from '@orama/orama';`],
    ['Orama (whole entry)', `export * from '@orama/orama';`],
    ['FlexSearch (Document)', `export { Document } from 'flexsearch';`],
    ['FlexSearch (whole bundle)', `export * from 'flexsearch';`],
  ];
  say('## b. Size in a browser bundle (esbuild, minified, ES2022; brotli quality 11)');
  say();
  const measured = [];
  for (const [label, contents, external] of rows) measured.push([label, await bundleSize(contents, external)]);
  table(
    ['what', 'minified', 'brotli'],
    measured.map(([label, size]) => [label, kB(size.minified), kB(size.brotli)]),
  );
}

// ---------------------------------------------------------------------------------------------
// c. Build time and memory; d. latency.

/** Heap in use once everything unreachable is collected (after letting pending callbacks and timers run). */
async function heapUsed() {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

/** ~50 queries over the generated catalogue: the English ones of the judged set, whole and while typing. */
function latencyQueries() {
  const set = JSON.parse(readFileSync(new URL('bench/search-relevance.json', root), 'utf8'));
  const whole = [
    ...new Set(
      set.queries
        .filter((q) => q.catalogue === 'generated' && q.language === 'en' && q.class !== 'prefix')
        .map((q) => q.query),
    ),
  ];
  const step = whole.length / 50;
  const chosen = whole.length <= 50 ? whole : Array.from({ length: 50 }, (_, i) => whole[Math.floor(i * step)]);
  const typing = chosen.map((query) => {
    const words = query.split(' ');
    const last = words.pop();
    return [...words, last.length <= 3 ? last : last.slice(0, Math.max(2, Math.ceil(last.length / 2)))].join(' ');
  });
  return { whole: chosen, typing };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function latency(engine, index, queries, size) {
  const shopWords = shopWordsIn('en');
  const rows = [];
  for (const [mode, list] of [
    ['whole words', queries.whole],
    ['typing', queries.typing],
  ]) {
    const request = { prefix: mode === 'typing', typing: mode === 'typing', shopWords };
    for (const query of list.slice(0, 10)) await engine.search(index, query, request); // warm
    const times = [];
    let found = 0;
    const began = performance.now();
    for (
      let round = 0;
      round < latencyRounds && (round === 0 || performance.now() - began < latencyBudget);
      round += 1
    ) {
      for (const query of list) {
        const start = performance.now();
        const answer = await engine.search(index, query, request);
        times.push(performance.now() - start);
        if (round === 0) found += answer.length;
      }
    }
    times.sort((a, b) => a - b);
    rows.push([
      engine.name,
      mode,
      size.toLocaleString('en'),
      times.length,
      ms(percentile(times, 50)),
      ms(percentile(times, 99)),
      ms(mean(times)),
      Math.round(found / list.length),
    ]);
  }
  return rows;
}

/**
 * Builds `engine`'s index over `products`, measuring time and retained heap, then (given `queries`)
 * the latency of it and of the engines sharing its index. A function of its own so that, once it
 * returns, nothing holds the index: an async function's frame keeps its variables past the block
 * they live in, and the next engine's heap baseline would count this index (then see it freed).
 */
async function buildAndQuery(engine, products, queries) {
  const size = products.length;
  progress(`${engine.name}: building over ${size.toLocaleString('en')}`);
  const before = await heapUsed();
  const start = performance.now();
  const index = await engine.build(products);
  const took = performance.now() - start;
  const retained = (await heapUsed()) - before;
  const latencies = [];
  if (queries) {
    progress(`${engine.name}: querying over ${size.toLocaleString('en')}`);
    for (const user of engines.filter((e) => e === engine || e.sharesIndexWith === engine.name))
      latencies.push(...(await latency(user, index, queries, size)));
  }
  return { build: { took, retained }, latencies };
}

async function scale() {
  const largest = Math.max(...scaleSizes);
  progress(`generating ${largest.toLocaleString('en')} products`);
  const all = Array.from({ length: largest }, (_, i) => generateProduct(i));
  const queries = latencyQueries();
  const builds = [];
  const latencies = [];
  for (const size of scaleSizes) {
    const raw = all.slice(0, size);
    const known = knowCatalogue(raw);
    for (const engine of engines) {
      if (engine.sharesIndexWith || engine.scaleSkip) continue;
      const measured = await buildAndQuery(engine, engine.raw ? raw : known, size === largest ? queries : undefined);
      builds.push({ engine: engine.name, size, ...measured.build });
      latencies.push(...measured.latencies);
    }
  }

  say(`## c. Index build time and retained heap (generated products; heap used after gc, before and after the build)`);
  say();
  say(
    'Ours indexes five fields (title with joined word pairs, brand, category, facts, sound) and keeps a vocabulary; ' +
      'the libraries index three (title, brand, category); Orama also stores each document. ' +
      '“today: substring” builds the lower-case texts it tests (generated products carry brand and category: the known substring test is the same here).',
  );
  say();
  const builders = engines.filter((e) => !e.sharesIndexWith && !e.scaleSkip);
  table(
    ['engine', ...scaleSizes.flatMap((size) => [`build ms @${size / 1000}k`, `heap @${size / 1000}k`])],
    builders.map((engine) => [
      engine.name,
      ...scaleSizes.flatMap((size) => {
        const b = builds.find((x) => x.engine === engine.name && x.size === size);
        return [ms(b.took), MB(b.retained)];
      }),
    ]),
  );

  say(
    `## d. Query latency at ${largest.toLocaleString('en')} generated products (ms; ${queries.whole.length} queries × up to ${latencyRounds} rounds each way, fewer past ${latencyBudget / 1000} s; after a warm-up)`,
  );
  say();
  say(
    'Whole words: the queries of the judged set over the generated catalogue; typing: the same with the last word cut to half ' +
      '(“refrigerator” → “refrig”), ours with prefix on, MiniSearch with prefix on the last word; Orama and FlexSearch match prefixes by default. ' +
      'Ours and MiniSearch score and return every match; Orama returns its default 10 hits (it still scores every match), FlexSearch its default 100. ' +
      '“results” is the mean number returned.',
  );
  say();
  table(['engine', 'mode', 'products', 'queries run', 'p50', 'p99', 'mean', 'results'], latencies, [
    'l',
    'l',
    'r',
    'r',
    'r',
    'r',
    'r',
    'r',
  ]);
}

// ---------------------------------------------------------------------------------------------

say(
  `# Search benchmark (${new Date().toISOString().slice(0, 10)}, Node ${process.version}${quick ? ', --quick' : ''})`,
);
say();
progress('relevance');
await relevance();
progress('sizes');
await sizes();
await scale();
say(`_Run took ${((performance.now() - started) / 1000).toFixed(0)} s._`);
