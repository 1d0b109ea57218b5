// `npm run bench:web:compare -- [--page /] [--runs 7] [--profile mobile|slow3g] <built shop> ...`:
// the same page of several builds (web/dist folders, e.g. a copy of today's and one built from an
// older commit) in Lighthouse runs that alternate between them, so load and speed drifts of the
// machine fall on every build alike. `--page` takes `{id}` for the first product. A first visit: nobody signed in.
// Prints the median of each metric per build, under one network profile of bench/lighthouse.mjs
// (default: Lighthouse's mobile preset). A build with web/dist-server beside its dist folder is
// served server-rendered, as `npm start` serves it.
import { parseArgs } from 'node:util';
import { launchChromium, measure, medians, profiles, profilesFrom } from './lighthouse.mjs';
import { startMockServer, stop } from './server.mjs';

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
    'usage: npm run bench:web:compare -- [--page /] [--runs 7] [--profile mobile|slow3g] <web/dist folder> <web/dist folder> ...',
  );
  process.exit(2);
}

const servers = [];
const chrome = await launchChromium();
try {
  for (const dist of builds) servers.push(await startMockServer(300, { NODE_ENV: '', WEB_DIST: dist }));
  const { prod } = await (await fetch(`${servers[0].base}/product-api/get-products/1/1`)).json();
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
  chrome.kill();
  for (const server of servers) stop(server.child);
}
