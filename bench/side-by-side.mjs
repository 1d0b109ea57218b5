// What a change costs the shop server, side by side: this checkout's shop server and another
// checkout's (say, main before the change, built), in front of one mock server, loaded at once at
// the same fixed rate; each one's CPU time per answer, from /proc (Linux). On a shared machine,
// throughput swings with whatever else runs; loaded at once, both builds meet the same load, so
// their CPU per answer compares where their requests per second cannot (two copies of one build
// differ by a few per cent this way: run it with this checkout twice to see the floor).
//
//   npm run build && node bench/side-by-side.mjs <other checkout>[=name] [...] [--env NAME=value]
//   e.g. git worktree add /tmp/before <rev> && (cd /tmp/before && npm ci && npm run build -w shop-server)
//        node bench/side-by-side.mjs /tmp/before=before
// Each checkout needs shop-server/dist; every server renders this checkout's web build (WEB_DIST), so
// only the servers differ. `this=NAME=value` adds this checkout again with an environment variable
// (`this=OTEL_SDK_DISABLED=true`: no tracing). SIDE_PATHS (product,home,index,catalogue),
// SIDE_RATE (150 a second each), SIDE_SLICES (3) and SIDE_SECONDS (8) set the load.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, root, start, startMockServer, stop, waitFor } from './server.mjs';

const rate = Number(process.env.SIDE_RATE ?? 150);
const slices = Number(process.env.SIDE_SLICES ?? 3);
const seconds = Number(process.env.SIDE_SECONDS ?? 8);
const paths = (process.env.SIDE_PATHS ?? 'product,home,index,catalogue').split(',');

/** Each server to run: a checkout, its name in the table, and its own environment. */
const builds = [{ name: 'this checkout', checkout: root, env: {} }];
for (const arg of process.argv.slice(2)) {
  const [where, ...rest] = arg.split('=');
  if (where === 'this') {
    const [name, value = ''] = [rest[0], rest.slice(1).join('=')];
    builds.push({ name: `this, ${name}=${value}`, checkout: root, env: { [name]: value } });
  } else builds.push({ name: rest.join('=') || where, checkout: resolve(where), env: {} });
}
if (builds.length < 2) {
  console.error('usage: node bench/side-by-side.mjs <other checkout>[=name] [this=NAME=value] ...');
  process.exit(2);
}

/** CPU seconds process `pid` has used (user and system; /proc counts in 1/100 s). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const mock = await startMockServer(300);
try {
  const first = await (await fetch(`${mock.base}/product-api/get-products/1/1`)).json();
  const html = { accept: 'text/html' };
  const targets = {
    product: [`/detail-view/${first.prod[0]._id}`, html],
    home: ['/', html],
    index: ['/index.html', html],
    catalogue: ['/product-api/get-products/1/40', { accept: 'application/json' }],
  };
  /** µs per answer by path and build, and the answers that were not 2xx. */
  const perAnswer = new Map();
  // Both orders of start: the first started is not always the one measured first.
  for (const order of [builds, [...builds].reverse()]) {
    const servers = [];
    try {
      for (const build of order) {
        const port = await freePort();
        const child = start(process.execPath, [join(build.checkout, 'shop-server/dist/server.js')], {
          PORT: String(port),
          HOST: '127.0.0.1',
          API_BASE_URL: mock.base,
          NODE_ENV: 'production',
          METRICS_PORT: '0',
          PUBLIC_URL: `http://localhost:${port}`,
          WEB_DIST: join(root, 'web', 'dist'),
          ...build.env,
        });
        servers.push({ build, child, base: `http://127.0.0.1:${port}` });
      }
      for (const server of servers) await waitFor(`${server.base}/readyz`, 180_000);
      for (const path of paths) {
        const [url, headers] = targets[path];
        // Warm: the page kept, the catalogue read cached, the code optimised.
        for (const server of servers)
          for (let i = 0; i < 50; i++) await (await fetch(server.base + url, { headers })).arrayBuffer();
        for (let slice = 0; slice < slices; slice++) {
          const before = servers.map((server) => cpuSeconds(server.child.pid));
          const runs = await Promise.all(
            servers.map((server) =>
              autocannon({ url: server.base + url, headers, connections: 8, overallRate: rate, duration: seconds }),
            ),
          );
          servers.forEach((server, i) => {
            const key = `${path} ${server.build.name}`;
            const entry = perAnswer.get(key) ?? { us: [], failed: 0 };
            entry.us.push(((cpuSeconds(server.child.pid) - before[i]) / runs[i].requests.total) * 1e6);
            entry.failed += runs[i].non2xx + runs[i].errors;
            perAnswer.set(key, entry);
          });
        }
      }
    } finally {
      servers.forEach((server) => stop(server.child));
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(
    `\nCPU per answer, µs: medians of ${slices * 2} slices of ${seconds} s at ${rate} a second each, both orders of start (the first build is the reference)`,
  );
  console.log(`| path | ${builds.map((build) => build.name).join(' | ')} |`);
  console.log(`|---|${builds.map(() => '---:').join('|')}|`);
  for (const path of paths) {
    const reference = median(perAnswer.get(`${path} ${builds[0].name}`).us);
    const cells = builds.map((build, i) => {
      const { us, failed } = perAnswer.get(`${path} ${build.name}`);
      const value = median(us);
      const change = i === 0 ? '' : ` (${value >= reference ? '+' : ''}${Math.round((value / reference - 1) * 100)} %)`;
      return `${Math.round(value)}${change}${failed ? ` [${failed} not 2xx]` : ''}`;
    });
    console.log(`| ${path} | ${cells.join(' | ')} |`);
  }
} finally {
  stop(mock.child);
}
