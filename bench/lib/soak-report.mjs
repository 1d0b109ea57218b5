// What bench/soak.mjs prints at the end: the summary table, each replica's memory minute by minute,
// what the alerts said, and the verdict (its reasons to fail, none when it passed).
import { growthLimit, minWindowMs } from './memory-check.mjs';
import { megabytes } from './replica-memory.mjs';
import { kinds, percentile } from './soak-stats.mjs';
import { clock } from './soak-plan.mjs';

const row = (cells) =>
  cells.map((cell, i) => String(cell)[i === 0 ? 'padEnd' : 'padStart'](i === 0 ? 12 : 9)).join(' ');
const count = (object) =>
  Object.entries(object)
    .sort(([, a], [, b]) => b - a)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ') || 'none';

function table(stats) {
  const lines = [row(['calls', 'requests', 'p50 ms', 'p99 ms', '5xx', '4xx', 'failed'])];
  for (const kind of kinds) {
    const { requests, latencies, fiveXX, fourXX, failed } = stats.byKind.get(kind);
    const sorted = [...latencies].sort((a, b) => a - b);
    lines.push(
      row([kind, requests, percentile(sorted, 0.5) ?? '-', percentile(sorted, 0.99) ?? '-', fiveXX, fourXX, failed]),
    );
  }
  const all = stats.allLatencies();
  const total = (field) => [...stats.byKind.values()].reduce((sum, counts) => sum + counts[field], 0);
  lines.push(
    row([
      'all',
      all.length,
      percentile(all, 0.5),
      percentile(all, 0.99),
      total('fiveXX'),
      total('fourXX'),
      total('failed'),
    ]),
  );
  return lines;
}

/** Each life of each replica: its RSS line and its heap line, minute by minute. */
function memoryLines(replicas, startedAt) {
  const lines = [];
  for (const { name, lives } of replicas)
    for (const [index, life] of lives.entries()) {
      const label = `${name} pid ${life.pid}${index > 0 ? ` (restarted, ready at ${clock(life.startedAt - startedAt)})` : ''}`;
      if (life.samples.length === 0) {
        lines.push(`  ${label}: no sample (ended before its first minute)`);
        continue;
      }
      const series = (field) =>
        life.samples.map((sample) => `${clock(sample.at)} ${megabytes(sample[field])}`).join('  ');
      lines.push(
        `  ${label}`,
        `    RSS MB   ${series('rss')}`,
        `    heap MB  ${series('heap')} (from ${life.samples[0].from})`,
      );
    }
  return lines;
}

function alertLines(alerts) {
  if (alerts.unavailable) return [`alerts: ${alerts.unavailable}`];
  const lines = [
    `alerts (rules: ${alerts.ruleFiles.length ? alerts.ruleFiles.join(', ') : 'none found in deploy/prometheus'}):`,
  ];
  if (alerts.history.size === 0) lines.push('  none went pending or fired');
  for (const [name, seen] of alerts.history) {
    const states = ['pending', 'firing'].filter((state) => seen[state] !== undefined);
    lines.push(
      `  ${name}: ${states.map((state) => `${state} at ${clock(seen[state])}`).join(', ')}, last seen ${clock(seen.lastSeen)}`,
    );
  }
  return lines;
}

/**
 * The report's lines and the reasons to fail. `run`: { minutes, shoppers, signedIn, stats, cache,
 * ledger: { acknowledged, unacknowledged }, carts: { lost, unread, checked }, faults, restarts,
 * replicas, checks (memory-check.mjs), alerts, startedAt }.
 */
export function soakReport(run) {
  const { stats, cache, carts, checks } = run;
  const pageFiveXX = stats.byKind.get('page').fiveXX;
  const lines = [
    '',
    `fault soak: ${run.minutes} min, ${run.shoppers} shoppers (${run.signedIn} signed in) -> nginx -> 2 shop servers -> fault proxy -> mock server`,
    ...table(stats),
    `public pages (200) with products: ${stats.pagesWithProducts}, frame only: ${stats.framePages}`,
    cache.logged
      ? `stale pages served (nginx: STALE or UPDATING): ${cache.stale}; per minute: ${cache.stalePerMinute.join(' ') || '-'}; pages by cache status: ${count(cache.byStatus)}`
      : 'stale pages served: n/a (nginx wrote no cache log)',
    `cart writes: acknowledged ${run.ledger.acknowledged}, not acknowledged ${run.ledger.unacknowledged}, lost ${carts.lost.length} (carts checked at the API: ${carts.checked}${carts.unread.length ? `, unreadable: ${carts.unread.join(', ')}` : ''})`,
    `faults injected: ${count(run.faults)}`,
    `restarts: ${run.restarts.length}${run.restarts.map((r) => ` (${r.replica} killed at ${clock(r.at)}, ready again in ${(r.readyMs / 1000).toFixed(1)} s)`).join('')}`,
    'memory per minute (RSS from the metrics or /proc; heap from the metrics, n/a without them):',
    ...memoryLines(run.replicas, run.startedAt),
    ...checks.map((check) => {
      const who = `memory ${check.replica} pid ${check.pid}`;
      if (check.growth === undefined) return `${who}: not measured (no sample after its minute 2)`;
      const measured = `minute 2 -> end ${megabytes(check.from)} -> ${megabytes(check.to)} MB (${(check.growth * 100).toFixed(1)} % in ${(check.windowMs / 60_000).toFixed(1)} min)`;
      if (!check.judged)
        return `${who}: ${measured}, not judged (under ${minWindowMs / 60_000} min: caches still filling)`;
      return `${who}: ${measured} ${check.ok ? 'ok' : `GROWING (over ${growthLimit * 100} %)`}`;
    }),
    ...alertLines(run.alerts),
  ];
  if (carts.lost.length) lines.push('lost cart writes:', ...carts.lost.map((line) => `  ${line}`));
  if (stats.examples.length) lines.push('first 5xx and failed calls:', ...stats.examples.map((line) => `  ${line}`));

  const reasons = [];
  if (pageFiveXX > 0) reasons.push(`${pageFiveXX} public page(s) answered 5xx`);
  if (carts.lost.length > 0) reasons.push(`${carts.lost.length} acknowledged cart write(s) lost`);
  if (carts.unread.length > 0) reasons.push(`${carts.unread.length} cart(s) could not be read at the API`);
  for (const check of checks.filter((c) => !c.ok))
    reasons.push(`${check.replica} pid ${check.pid} memory grew ${(check.growth * 100).toFixed(1)} % from minute 2`);
  if (stats.byKind.get('page').requests === 0) reasons.push('no page was asked for');
  return { lines, reasons };
}
