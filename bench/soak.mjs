// `npm run bench:soak` (issue 49): the shop under faults for a set time. nginx (the machine's, from
// deploy/nginx/shop.conf.template) in front of two shop servers, whose upstream is a fault proxy in
// front of the mock server; virtual shoppers browse pages, read the catalogue and change their carts
// through nginx while the proxy injects latency spikes, connection resets, truncated bodies and an
// outage (bench/lib/soak-plan.mjs), and one shop server is killed and started again. Prints each
// replica's memory and the alerts once a minute, then the summary (bench/lib/soak-report.mjs).
//
// Fails (exit 1) on a 5xx for a public page, an acknowledged cart write the API's cart contradicts at
// the end (read from the mock server directly, not through the faults), or resident memory growing
// more than 10 % from a replica's minute 2 to the end. Without nginx it is skipped (exit 0).
//
//   npm run bench:soak                       (10 minutes; builds what is missing or stale, as npm start)
//   SOAK_MINUTES=3 npm run bench:soak        (CI: every fault, proportionally shorter)
//   SOAK_SHOPPERS=24 SOAK_SIGNED_IN=8        (the defaults)   -- --no-build: serve the builds as they are
//   SOAK_NGINX_TEMPLATE=path                 another nginx template to try than deploy/nginx's
//
// Its ports are fixed, 18300-18320 (the replicas must be restarted where nginx expects them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clearInterval, clearTimeout, setInterval, setTimeout } from 'node:timers';
import { buildWhatIsNeeded } from '../scripts/lib/builds.mjs';
import { mockTrustProxy } from '../scripts/lib/pair.mjs';
import { startAlertWatch } from './lib/alerts-watch.mjs';
import { readCacheLog } from './lib/cache-log.mjs';
import { startFaultProxy } from './lib/fault-proxy.mjs';
import { memoryChecks } from './lib/memory-check.mjs';
import { megabytes } from './lib/replica-memory.mjs';
import { nginxBinary, startNginx } from './lib/replicas-setup.mjs';
import { clock, soakPlan } from './lib/soak-plan.mjs';
import { soakReplicas } from './lib/soak-replicas.mjs';
import { soakReport } from './lib/soak-report.mjs';
import { SoakStats } from './lib/soak-stats.mjs';
import { createShoppers, verifyCarts } from './lib/shoppers.mjs';
import { startMockServer, stop } from './server.mjs';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const shopperCount = Number(process.env.SOAK_SHOPPERS ?? 24);
const signedInCount = Math.min(shopperCount, Number(process.env.SOAK_SIGNED_IN ?? 8));
const ports = {
  nginx: 18300,
  shopA: 18301,
  shopB: 18302,
  api: 18303,
  apiDev: 18304,
  faultProxy: 18305,
  metricsA: 18311,
  metricsB: 18312,
  prometheus: 18320,
};

if (!nginxBinary) {
  console.log('skipped: nginx is not installed');
  process.exit(0);
}
if (!(minutes > 0) || !(shopperCount > 0)) {
  console.error('SOAK_MINUTES and SOAK_SHOPPERS must be positive numbers');
  process.exit(1);
}
if (!process.argv.includes('--no-build')) buildWhatIsNeeded(['web', 'mock-server', 'shop-server']);

/** The catalogue's products, read from the mock server before any fault. */
async function catalogue(api) {
  const products = [];
  for (let page = 1; page <= 8; page++) {
    const { prod = [] } = await (await fetch(`${api}/product-api/get-products/${page}/40`)).json();
    products.push(...prod);
    if (prod.length < 40) break;
  }
  if (products.length === 0) throw new Error('the mock server lists no products');
  return products;
}

/**
 * nginx's error log, what it says and how often, and which requests took a shop server out of its
 * rotation ("temporarily disabled"): why nginx answered a 5xx of its own.
 */
function nginxErrors(prefix, shown = 8) {
  const lines = readFileSync(join(prefix, 'error.log'), 'utf8').trim().split('\n').filter(Boolean);
  const said = new Map();
  for (const line of lines) {
    const what = line.replace(/^.*?\[(\w+)\] \d+#\d+: (\*\d+ )?/, '[$1] ').replace(/, client: .*$/, '');
    said.set(what, (said.get(what) ?? 0) + 1);
  }
  const disabling = lines
    .filter((line) => line.includes('temporarily disabled'))
    .map(
      (line) =>
        `  ${line.slice(11, 19)} ${line.match(/request: "([^"]*)"/)?.[1]} on ${line.match(/upstream: "([^"]*)"/)?.[1]}`,
    );
  return [
    `nginx's error log: ${lines.length} lines`,
    ...[...said].sort(([, a], [, b]) => b - a).map(([what, n]) => `  ${n} x ${what}`),
    `requests after which nginx took a shop server out (the first ${Math.min(shown, disabling.length)} of ${disabling.length}):`,
    ...disabling.slice(0, shown),
  ].join('\n');
}

const log = (startedAt, line) => console.log(`[${clock(Date.now() - startedAt)}] ${line}`);

/** Sets each fault window of `plan` on the proxy at its time; returns the timers to clear. */
function scheduleFaults(plan, proxy, startedAt) {
  return plan.windows.flatMap((window) => [
    setTimeout(() => {
      log(startedAt, `faults: ${window.name}`);
      void proxy.setFaults(window.faults);
    }, window.fromMs),
    setTimeout(() => {
      log(startedAt, `faults: none (${window.name} ended)`);
      void proxy.setFaults({});
    }, window.toMs),
  ]);
}

/** The line printed each minute: each replica's memory, the calls so far, the alerts now. */
function minuteLine(replicas, stats, alerts) {
  const memory = replicas.replicas.map(({ name, lives }) => {
    const sample = lives.at(-1).samples.at(-1);
    return `${name} RSS ${megabytes(sample?.rss)} MB heap ${megabytes(sample?.heap)} MB`;
  });
  // The minute that just ended (the timer fires on the minute).
  const minute = stats.minutes[Math.round((Date.now() - stats.startedAt) / 60_000) - 1] ?? {
    requests: 0,
    fiveXX: 0,
    frames: 0,
  };
  const said = alerts.unavailable
    ? `alerts: ${alerts.unavailable}`
    : `alerts firing: ${alerts.now.firing.join(', ') || 'none'}; pending: ${alerts.now.pending.join(', ') || 'none'}`;
  return `${memory.join(' | ')} | this minute ${minute.requests} calls, ${minute.fiveXX} 5xx, ${minute.frames} frame pages | ${said}`;
}

const cleanups = [];
try {
  const plan = soakPlan(minutes);
  const mock = await startMockServer(300, {
    PORT: String(ports.api),
    DEV_PORT: String(ports.apiDev),
    // Its one proxy chain is on loopback: it believes X-Forwarded-For, so each shopper is a client.
    TRUST_PROXY: mockTrustProxy,
  });
  cleanups.push(() => stop(mock.child));
  const proxy = await startFaultProxy({ port: ports.faultProxy, target: mock.base });
  cleanups.push(() => proxy.close());
  const replicas = soakReplicas(
    `http://127.0.0.1:${ports.faultProxy}`,
    [
      { name: 'shop-a', port: ports.shopA, metricsPort: ports.metricsA },
      { name: 'shop-b', port: ports.shopB, metricsPort: ports.metricsB },
    ],
    // TRUST_PROXY=1: the client's address is the one nginx puts last in X-Forwarded-For.
    { TRUST_PROXY: '1' },
  );
  cleanups.push(() => replicas.stopAll());
  await replicas.startAll();
  const nginx = await startNginx({
    shops: [`127.0.0.1:${ports.shopA}`, `127.0.0.1:${ports.shopB}`],
    port: ports.nginx,
    ...(process.env.SOAK_NGINX_TEMPLATE ? { template: process.env.SOAK_NGINX_TEMPLATE } : {}),
  });
  cleanups.push(() => nginx.close());
  const products = await catalogue(mock.base);

  const stats = new SoakStats(Date.now());
  const { shoppers, browseUntil } = await createShoppers({
    base: nginx.base,
    products,
    stats,
    count: shopperCount,
    signedIn: signedInCount,
  });
  const startedAt = Date.now();
  stats.startedAt = startedAt;
  const alerts = await startAlertWatch({
    port: ports.prometheus,
    targets: replicas.replicas.map(({ name, metricsPort }) => ({ replica: name, metricsPort })),
    startedAt,
  });
  cleanups.push(() => alerts.close());
  console.log(
    `fault soak: ${minutes} min, nginx ${nginx.base} -> shop servers :${ports.shopA} :${ports.shopB} -> fault proxy :${ports.faultProxy} -> mock server ${mock.base}; ` +
      `${shopperCount} shoppers, ${shoppers.filter((s) => s.token).length} of ${signedInCount} signed in`,
  );
  for (const window of plan.windows) console.log(`  ${clock(window.fromMs)}-${clock(window.toMs)} ${window.name}`);
  console.log(`  ${clock(plan.restartAtMs)} shop-a killed (SIGKILL) and started again`);

  const timers = scheduleFaults(plan, proxy, startedAt);
  const restarts = [];
  timers.push(
    setTimeout(async () => {
      log(startedAt, 'killing shop-a (SIGKILL), starting it again');
      try {
        const readyMs = await replicas.restart('shop-a');
        restarts.push({ replica: 'shop-a', at: plan.restartAtMs, readyMs });
        log(startedAt, `shop-a ready again after ${(readyMs / 1000).toFixed(1)} s`);
      } catch (error) {
        log(startedAt, `shop-a did not start again: ${error instanceof Error ? error.message : error}`);
      }
    }, plan.restartAtMs),
  );
  const minuteTimer = setInterval(async () => {
    await replicas.sample(Date.now() - startedAt);
    log(startedAt, minuteLine(replicas, stats, alerts));
  }, 60_000);
  cleanups.push(() => {
    clearInterval(minuteTimer);
    for (const timer of timers) clearTimeout(timer);
  });

  await browseUntil(startedAt + plan.durationMs);
  clearInterval(minuteTimer);
  // The end's own sample, unless the last minute's was just taken.
  const last = replicas.replicas[0].lives.at(-1).samples.at(-1);
  if (!last || Date.now() - startedAt - last.at > 5_000) await replicas.sample(Date.now() - startedAt);
  await proxy.setFaults({});

  const carts = await verifyCarts(mock.base, shoppers);
  const ledgers = shoppers.map((shopper) => shopper.ledger);
  const { lines, reasons } = soakReport({
    minutes,
    shoppers: shopperCount,
    signedIn: shoppers.filter((s) => s.token).length,
    stats,
    cache: readCacheLog(nginx.prefix, startedAt),
    ledger: {
      acknowledged: ledgers.reduce((sum, ledger) => sum + ledger.acknowledged, 0),
      unacknowledged: ledgers.reduce((sum, ledger) => sum + ledger.unacknowledged, 0),
    },
    carts: { ...carts, checked: shoppers.filter((s) => s.token).length },
    faults: proxy.counts,
    restarts,
    replicas: replicas.replicas,
    checks: memoryChecks(replicas.replicas),
    alerts,
    startedAt,
  });
  console.log(lines.join('\n'));
  if (reasons.length) console.log(nginxErrors(nginx.prefix));
  console.log(reasons.length ? `\nFAIL: ${reasons.join('; ')}` : '\nPASS');
  process.exitCode = reasons.length ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
