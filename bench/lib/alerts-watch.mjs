// "What the alerts said" for bench/soak.mjs: the machine's Prometheus (/usr/bin/prometheus), on
// loopback with a temp config and data directory, scraping the soak's replicas every 5 s and
// evaluating the repository's alert rules (deploy/prometheus/: the rule files its prometheus.yml
// names, else every rules or alerts file there). Its alerts are read every 5 s, so that one pending
// for less than a minute is still seen; what each did and when is kept for the report.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';
import { basename, isAbsolute, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { root, stop, waitFor } from '../server.mjs';

const prometheusBinary = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'].find((path) => existsSync(path));
const repositoryFolder = join(root, 'deploy/prometheus');

/** The repository's rule files, and the job name its config gives the shop servers (its rules may name it). */
function repositoryRules(rulesFolder) {
  const configFile = join(rulesFolder, 'prometheus.yml');
  if (existsSync(configFile)) {
    const config = parse(readFileSync(configFile, 'utf8')) ?? {};
    const shopJob = (config.scrape_configs ?? []).find((job) => /shop/i.test(job.job_name));
    return {
      // A path of the container it was written for (/etc/prometheus/...) is looked for beside it.
      ruleFiles: (config.rule_files ?? []).map((file) =>
        isAbsolute(file) ? (existsSync(file) ? file : join(rulesFolder, basename(file))) : join(rulesFolder, file),
      ),
      jobName: shopJob?.job_name ?? 'shop-server',
    };
  }
  const ruleFiles = existsSync(rulesFolder)
    ? readdirSync(rulesFolder)
        .filter((name) => /(rule|alert).*\.ya?ml$/.test(name))
        .map((name) => join(rulesFolder, name))
    : [];
  return { ruleFiles, jobName: 'shop-server' };
}

/**
 * Starts Prometheus on 127.0.0.1:`port` scraping `targets` ({ replica, metricsPort }), with the rules
 * of `rulesFolder` (default deploy/prometheus). Without Prometheus, `unavailable` says why and the
 * rest does nothing.
 */
export async function startAlertWatch({ port, targets, startedAt, rulesFolder = repositoryFolder }) {
  const history = new Map();
  const quiet = { history, now: { firing: [], pending: [] }, close: async () => undefined };
  if (!prometheusBinary) return { ...quiet, unavailable: 'prometheus not installed' };
  const { ruleFiles, jobName } = repositoryRules(rulesFolder);
  const folder = mkdtempSync(join(tmpdir(), 'soak-prometheus-'));
  const config = {
    global: { scrape_interval: '5s', evaluation_interval: '5s' },
    rule_files: ruleFiles,
    scrape_configs: [
      {
        job_name: jobName,
        static_configs: targets.map(({ replica, metricsPort }) => ({
          targets: [`127.0.0.1:${metricsPort}`],
          labels: { replica },
        })),
      },
    ],
  };
  writeFileSync(join(folder, 'prometheus.yml'), stringify(config));
  const child = spawn(
    prometheusBinary,
    [
      `--config.file=${join(folder, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (data) => (stderr = (stderr + data).slice(-3000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const api = `http://127.0.0.1:${port}`;
  let timer;
  const close = async () => {
    clearInterval(timer);
    if (child.exitCode === null) stop(child);
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    // A rule file it cannot load ends it at once: no need to wait the 30 s out.
    const ended = exited.then(() => Promise.reject(new Error('exited')));
    await Promise.race([waitFor(`${api}/-/ready`, 30_000), ended]);
  } catch {
    await close();
    return { ...quiet, unavailable: `prometheus did not start: ${stderr.split('\n').slice(-3).join(' ')}` };
  }

  const watch = { history, now: { firing: [], pending: [] }, ruleFiles, close };
  const read = async () => {
    try {
      const answer = await (await fetch(`${api}/api/v1/alerts`, { signal: AbortSignal.timeout(3000) })).json();
      const alerts = answer.data?.alerts ?? [];
      const name = (alert) =>
        [alert.labels.alertname, alert.labels.replica].filter(Boolean).join(' ') || 'unnamed alert';
      watch.now = {
        firing: alerts.filter((alert) => alert.state === 'firing').map(name),
        pending: alerts.filter((alert) => alert.state === 'pending').map(name),
      };
      const at = Date.now() - startedAt;
      for (const alert of alerts) {
        const seen = history.get(name(alert)) ?? {};
        seen[alert.state] ??= at;
        seen.lastSeen = at;
        history.set(name(alert), seen);
      }
    } catch {
      // One missed read: the next one comes in 5 s.
    }
  };
  timer = setInterval(read, 5000);
  return watch;
}
