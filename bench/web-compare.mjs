// `npm run bench:web:compare -- [--page /] [--runs 7] [--profile mobile|slow3g] <build> ...`: the same
// page of several builds in Lighthouse runs that alternate between them, so load and speed drifts
// of the machine fall on every build alike. A build is a web/dist folder (e.g. a copy of today's),
// or a commit (`07f897d`, `main`): that commit's shop is built in a temporary git worktree (with
// this checkout's installed dependencies) and removed afterwards. `--page` takes `{id}` for the
// first product. A first visit: nobody signed in. Prints the median of each metric per build,
// under one network profile of bench/lighthouse.mjs (default: Lighthouse's mobile preset). A build
// with web/dist-server beside its dist folder is served server-rendered, as `npm start` serves it:
// each build by a shop server of its own in front of a mock server (bench/server.mjs's startPair).
//
//   npm run bench:web:compare -- --page /filter-product/{id} --runs 5 07f897d web/dist
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, measure, medians, profiles, profilesFrom } from './lighthouse.mjs';
import { root, startPair } from './server.mjs';

const { values, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: {
    page: { type: 'string', default: '/' },
    runs: { type: 'string', default: '7' },
    profile: { type: 'string', default: 'mobile' },
  },
});
const runs = Number(values.runs);
const [profile, ...more] = profilesFrom(values.profile);
if (builds.length === 0 || !Number.isInteger(runs) || runs < 1 || more.length > 0) {
  console.error(
    'usage: npm run bench:web:compare -- [--page /] [--runs 7] [--profile mobile|slow3g] <web/dist folder or commit> ...',
  );
  process.exit(2);
}

const worktrees = [];

function run(command, args, cwd) {
  const done = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** The web/dist folder of `build`: the folder itself, or a commit built in a temporary worktree. */
function distOf(build) {
  if (existsSync(build)) return resolve(build);
  const folder = join(mkdtempSync(join(tmpdir(), 'bench-compare-')), 'shop');
  run('git', ['worktree', 'add', '--detach', folder, build], root);
  worktrees.push(folder);
  // The dependencies installed here serve the old commit too (npm ci per build would take minutes).
  for (const modules of ['node_modules', 'web/node_modules']) {
    if (existsSync(join(root, modules))) symlinkSync(join(root, modules), join(folder, modules));
  }
  console.log(`building ${build} in ${folder}`);
  run('npm', ['run', 'build', '-w', 'web'], folder);
  return join(folder, 'web', 'dist');
}

const servers = [];
let chrome;
try {
  const dists = builds.map(distOf);
  chrome = await launchChromium();
  for (const dist of dists) servers.push(await startPair(300, { mock: { NODE_ENV: '' }, shop: { WEB_DIST: dist } }));
  const { prod } = await (await fetch(`${servers[0].api}/product-api/get-products/1/1`)).json();
  const page = values.page.replace('{id}', prod[0]._id);
  const samples = builds.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    // Each round in the other order, so no build is always measured first.
    const order = builds.map((_, i) => (run % 2 === 0 ? i : builds.length - 1 - i));
    for (const i of order) samples[i].push(await measure(chrome, `${servers[i].base}${page}`, profile));
  }
  console.log(`\n${values.page}: medians of ${runs} alternating Lighthouse runs per build`);
  console.log(`Profile ${profiles[profile].title}`);
  console.log('| build | perf | FCP | LCP | TTI | TBT | CLS | JS transferred | machine speed |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  builds.forEach((dist, i) => {
    const m = medians(samples[i]);
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `| ${dist} | ${m.perf} | ${s(m.fcp)} | ${s(m.lcp)} | ${s(m.tti)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ` +
        `${m.js.toFixed(0)} KB | ${Math.round(m.speed)} |`,
    );
  });
} finally {
  chrome?.kill();
  for (const server of servers) server.stop();
  for (const folder of worktrees) run('git', ['worktree', 'remove', '--force', folder], root);
}
