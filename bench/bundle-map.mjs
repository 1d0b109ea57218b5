// `npm run bench:bundle`: what the entry's JavaScript holds (issue 50), by package and by our own
// source folder, in brotli bytes as the server sends them. It reads a client build made with source
// maps: by default it makes one (`vite build --sourcemap hidden`) in a temporary folder, leaving
// web/dist alone; `--dist <folder>` reads one already made (`npm run build:profile -w web`).
//
// How a chunk's brotli size is shared out: every byte of the built file belongs to the source its
// source map names (bytes no mapping covers are "(unmapped)": the bundler's glue); each source's bytes
// are compressed on their own, and the file's real brotli size is shared out in those proportions.
// A module alone compresses worse than inside its chunk, so the shares are estimates; the totals
// are exact.
//
//   npm run bench:bundle                     (builds with source maps, then prints the map)
//   npm run bench:bundle -- --dist web/dist  (a build that already has .map files)
//   npm run bench:bundle -- --top 40         (how many modules the last table lists; 25 by default)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'web');

export const brotliSize = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The manifest's entry and every chunk it imports statically: the JavaScript of a first visit. */
export function entryFiles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...files];
}

/** A source's place in the map: its package (node_modules/…) or its folder under web/src. */
function areaOf(source) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1];
  const ours = /(?:^|\/)web\/(src\/.+)$/.exec(source) ?? /(?:^|\/)(src\/.+)$/.exec(source);
  if (!ours) return source;
  const parts = ours[1].split('/');
  // src/entities/cart/…, src/features/listing/…, src/lib/api/…: two levels below src; a file
  // straight in src (main.tsx) or one level down (app/store.ts) by its own folder.
  return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || ours[1];
}

const shortSource = (source) =>
  source
    .replace(/^.*?node_modules\//, '')
    .replace(/^.*?\/web\/src\//, 'src/')
    .replace(/^(\.\.\/)+/, '');

/** The bytes of `code` by the source each one came from, from its source map. */
function bytesBySource(code, map) {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const pieces = new Map();
  const add = (source, text) => {
    if (!text) return;
    const list = pieces.get(source) ?? [];
    list.push(text);
    pieces.set(source, list);
  };
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  let line = 1;
  let column = 0;
  let owner = '(unmapped)';
  const advanceTo = (toLine, toColumn) => {
    while (line < toLine) {
      add(owner, `${lines[line - 1]?.slice(column) ?? ''}\n`);
      line += 1;
      column = 0;
    }
    add(owner, lines[line - 1]?.slice(column, toColumn) ?? '');
    column = toColumn;
  };
  for (const m of mappings) {
    advanceTo(m.generatedLine, m.generatedColumn);
    owner = m.source ?? '(unmapped)';
  }
  advanceTo(lines.length, Number.MAX_SAFE_INTEGER);
  return new Map([...pieces].map(([source, list]) => [source, list.join('')]));
}

/** Every module of the entry's files: { source, area, file, raw, brotli } with brotli shared out per file. */
export function entryModules(dist) {
  const modules = [];
  for (const file of entryFiles(dist)) {
    const path = join(dist, file);
    const code = readFileSync(path, 'utf8');
    const fileBrotli = brotliSize(Buffer.from(code));
    // A chunk of imports only (the entry's `import './vendor.js'`) may come without a map.
    const bySource = existsSync(`${path}.map`)
      ? bytesBySource(code, JSON.parse(readFileSync(`${path}.map`, 'utf8')))
      : new Map([[`(${file}, no source map)`, code]]);
    const alone = [...bySource].map(([source, text]) => ({ source, text, alone: brotliSize(Buffer.from(text)) }));
    const sumAlone = alone.reduce((sum, m) => sum + m.alone, 0) || 1;
    for (const { source, text, alone: own } of alone) {
      modules.push({
        source: shortSource(source),
        area: areaOf(source),
        file,
        raw: Buffer.byteLength(text),
        brotli: (own / sumAlone) * fileBrotli,
      });
    }
  }
  return modules;
}

const kB = (bytes) => (bytes / 1000).toFixed(2);

function table(title, rows, total) {
  console.log(`\n${title}`);
  console.log('| | brotli kB | share | minified kB |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.name} | ${kB(row.brotli)} | ${((100 * row.brotli) / total).toFixed(1)}% | ${kB(row.raw)} |`);
  }
}

/** Prints the entry's files, its contents by package or folder, and its largest modules. */
export function printBundleMap(dist, top = 25) {
  const modules = entryModules(dist);
  const total = modules.reduce((sum, m) => sum + m.brotli, 0);
  const group = (key) => {
    const sums = new Map();
    for (const m of modules) {
      const name = key(m);
      const sum = sums.get(name) ?? { name, brotli: 0, raw: 0 };
      sum.brotli += m.brotli;
      sum.raw += m.raw;
      sums.set(name, sum);
    }
    return [...sums.values()].sort((a, b) => b.brotli - a.brotli);
  };
  console.log(`The entry's JavaScript (the entry chunk and its static imports): ${kB(total)} kB brotli`);
  table(
    'By file',
    group((m) => m.file),
    total,
  );
  table(
    'By package, or folder of web/src',
    group((m) => m.area),
    total,
  );
  table(`The ${top} largest modules`, group((m) => m.source).slice(0, top), total);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: args } = parseArgs({ options: { dist: { type: 'string' }, top: { type: 'string' } } });
  let dist = args.dist ? resolve(args.dist) : '';
  let made = '';
  if (!dist) {
    // The renderer's build first: the client build writes the layout's frame with it.
    made = dist = mkdtempSync(join(tmpdir(), 'bundle-map-'));
    const steps = [
      ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'],
      ['vite', 'build', '--sourcemap', 'hidden', '--outDir', dist, '--emptyOutDir'],
    ];
    for (const step of steps) {
      const run = spawnSync('npx', step, { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });
      if (run.status !== 0) process.exit(run.status ?? 1);
    }
  }
  try {
    printBundleMap(dist, Number(args.top ?? 25));
  } finally {
    if (made) rmSync(made, { recursive: true, force: true });
  }
}
