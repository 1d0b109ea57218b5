// Checks deploy/prometheus/ with promtool (Debian's `prometheus` package): the configuration
// (`check config`, which loads its rule files), the alert rules (`check rules`) and their tests
// (`test rules`: each alert fires on its case and stays quiet on the other). And that every shop_*
// series the rules name is one shop-server/src/metrics.ts serves: a renamed series would otherwise
// leave its alert silent for ever. And that ShopPagesSlow, which counts pages only, leaves out every
// API prefix openapi.yaml has: a new prefix would otherwise count its calls as slow pages. Without promtool it says so and passes, except in CI, which
// installs it (.ci/run).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const folder = fileURLToPath(new URL('../deploy/prometheus/', import.meta.url));
const metricsSource = fileURLToPath(new URL('../shop-server/src/metrics.ts', import.meta.url));
const contract = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

/** The shop_* series the rules' expressions name, a histogram's _bucket/_count/_sum as itself. */
export function seriesNamed(rules) {
  const expressions = (rules.groups ?? []).flatMap((group) => group.rules.map((rule) => rule.expr));
  const names = expressions.flatMap((expr) => String(expr).match(/\bshop_[a-z0-9_]+/g) ?? []);
  return [...new Set(names.map((name) => name.replace(/_(bucket|count|sum)$/, '')))].sort();
}

/** The series metrics.ts registers: its quoted `'shop_...'` names (comments name them in backticks). */
export function seriesServed(source) {
  return new Set([...source.matchAll(/'(shop_[a-z0-9_]+)'/g)].map((match) => match[1]));
}

/** The first path segment of every operation in openapi.yaml: `/product-api`, ..., `/dev`. */
export function apiPrefixes(openapi) {
  return [...new Set(Object.keys(openapi.paths ?? {}).map((path) => `/${path.split('/')[1]}`))].sort();
}

/**
 * The API prefixes whose calls an alert's `route!~` matcher would still count: PromQL's regex
 * matches the whole label, so a prefix is left out when both `/prefix` and `/prefix/:x` match it.
 */
export function prefixesCounted(rules, alert, prefixes) {
  const rule = (rules.groups ?? []).flatMap((group) => group.rules).find((each) => each.alert === alert);
  const matcher = String(rule?.expr ?? '').match(/route!~`([^`]*)`/)?.[1];
  if (matcher === undefined) return [...prefixes];
  const excluded = new RegExp(`^(?:${matcher})$`);
  return prefixes.filter((prefix) => !excluded.test(prefix) || !excluded.test(`${prefix}/:id`));
}

function promtool(...args) {
  const { status, error } = spawnSync('promtool', args, { cwd: folder, stdio: 'inherit' });
  if (error) throw error;
  return status === 0;
}

function main() {
  const rules = parse(readFileSync(`${folder}alerts.yml`, 'utf8'));
  const served = seriesServed(existsSync(metricsSource) ? readFileSync(metricsSource, 'utf8') : '');
  const unknown = seriesNamed(rules).filter((name) => !served.has(name));
  if (unknown.length > 0) {
    console.error(
      `deploy/prometheus/alerts.yml names series shop-server/src/metrics.ts does not serve: ${unknown.join(', ')}`,
    );
    process.exit(1);
  }
  const counted = prefixesCounted(rules, 'ShopPagesSlow', apiPrefixes(parse(readFileSync(contract, 'utf8'))));
  if (counted.length > 0) {
    console.error(`deploy/prometheus/alerts.yml: ShopPagesSlow counts API calls as pages: ${counted.join(', ')}`);
    process.exit(1);
  }

  if (spawnSync('promtool', ['--version'], { stdio: 'ignore' }).error) {
    if (process.env.CI) {
      console.error('promtool is not installed, and CI must check deploy/prometheus (APT_PACKAGES: prometheus)');
      process.exit(1);
    }
    console.log(
      'deploy/prometheus: the series its rules name are served; promtool checks skipped: promtool is not installed (apt-get install --no-install-recommends prometheus)',
    );
    return;
  }
  const passed = [
    promtool('check', 'config', 'prometheus.yml'),
    promtool('check', 'rules', 'alerts.yml'),
    promtool('test', 'rules', 'rules.test.yml'),
  ].every(Boolean);
  if (!passed) process.exit(1);
  console.log(
    'deploy/prometheus: config, rules and rule tests pass; every series the rules name is served; ShopPagesSlow leaves out every API prefix',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
