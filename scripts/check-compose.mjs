// Checks docker-compose.yml: first what this project asks of it, read as YAML (host networking for
// every service, never a bridge network; the storefront runs the image's default target, the pair of
// `npm start`, its ports as scripts/lib/pair.mjs's defaults; the contracts verify against its
// developer tools' port, and the shop servers of the `shop` and `replicas` profiles run in front of its
// API; no two services listen on one port, since every profile runs beside the storefront, metrics
// ports included, and every shop server's metrics stay on loopback; the `observability` profile's
// Prometheus scrapes the replicas' metrics ports, as deploy/prometheus/prometheus.yml names them),
// then the whole file with `docker-compose config` under every profile. CI installs docker-compose
// (.ci/run); elsewhere a machine without it is told so and that part is skipped.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { defaultPorts } from './lib/pair.mjs';

const file = fileURLToPath(new URL('../docker-compose.yml', import.meta.url));
const prometheusFile = fileURLToPath(new URL('../deploy/prometheus/prometheus.yml', import.meta.url));
/** Prometheus's image (profile observability), built apart from the shop's Dockerfile. */
const prometheusDockerfile = 'deploy/prometheus/Dockerfile';

/** The default of a `${NAME:-default}` value (or the value itself). */
const defaultOf = (value) => String(value ?? '').replace(/^\$\{[A-Z_]+:-(.*)\}$/, '$1');
const portOf = (url) => Number(new URL(defaultOf(url)).port);

/** Every port a service listens on: its environment's *_PORT defaults, and a --web.listen-address. */
function portsOf(service) {
  const ports = Object.entries(service.environment ?? {})
    .filter(([variable]) => /(^|_)PORT$/.test(variable))
    .map(([variable, value]) => ({ variable, port: Number(defaultOf(value).split(':').at(-1)) }));
  for (const flag of service.command ?? []) {
    const listen = /^--web\.listen-address=(.*):(\d+)$/.exec(flag);
    if (listen) ports.push({ variable: '--web.listen-address', port: Number(listen[2]) });
  }
  return ports.filter(({ port }) => port > 0);
}

/** Prometheus (profile observability) scrapes the replicas' metrics, on loopback, as prometheus.yml says. */
function prometheusProblems(services, prometheusConfig) {
  const [name, service] =
    Object.entries(services).find(([, each]) => each.build?.dockerfile === prometheusDockerfile) ?? [];
  if (!service) return [`no prometheus service (built from ${prometheusDockerfile}, profile observability)`];
  const problems = [];
  if (!service.profiles?.includes('observability')) problems.push(`${name}: in the profile observability`);
  if (service.pull_policy !== 'never') problems.push(`${name}: pull_policy never (built here, from Debian's package)`);
  const listen = (service.command ?? []).find((flag) => flag.startsWith('--web.listen-address='));
  if (!listen?.startsWith('--web.listen-address=127.0.0.1:')) problems.push(`${name}: listens on 127.0.0.1 only`);
  if (!(service.volumes ?? []).some((volume) => String(volume).startsWith('./deploy/prometheus:')))
    problems.push(`${name}: mounts ./deploy/prometheus (its configuration and rules)`);
  const replicas = Object.values(services).filter(
    (each) => each.build?.target === 'shop' && each.profiles?.includes('replicas'),
  );
  const expected = replicas.map((each) => `127.0.0.1:${defaultOf(each.environment?.METRICS_PORT)}`).sort();
  const job = (prometheusConfig?.scrape_configs ?? []).find((each) => each.job_name === 'shop');
  const scraped = (job?.static_configs ?? []).flatMap((each) => each.targets ?? []).sort();
  if (JSON.stringify(scraped) !== JSON.stringify(expected))
    problems.push(
      `deploy/prometheus/prometheus.yml: job shop scrapes ${scraped.join(', ') || 'nothing'}, not the replicas' metrics ${expected.join(', ')}`,
    );
  return problems;
}

/**
 * What docker-compose.yml must hold, as a list of problems (none: it does); `prometheusConfig`:
 * deploy/prometheus/prometheus.yml, whose scrape targets must be the replicas' metrics ports.
 */
export function problemsOf(compose, prometheusConfig) {
  const problems = [];
  const services = compose.services ?? {};
  for (const [name, service] of Object.entries(services)) {
    if (service.network_mode !== 'host') problems.push(`${name}: network_mode must be host (never a bridge network)`);
    if (service.networks || service.ports)
      problems.push(`${name}: no networks or published ports with host networking`);
  }
  if (compose.networks) problems.push('no networks: every service uses host networking');

  const storefront = services.storefront;
  if (!storefront) return [...problems, 'no storefront service'];
  if (storefront.build?.target !== 'runtime') problems.push('storefront: builds the image target runtime (the pair)');
  const env = storefront.environment ?? {};
  for (const [name, port] of Object.entries(defaultPorts))
    if (Number(defaultOf(env[name])) !== port) problems.push(`storefront: ${name} defaults to ${port}`);
  if (!/\/readyz/.test(JSON.stringify(storefront.healthcheck?.test ?? '')))
    problems.push("storefront: its health check asks the shop server's /readyz");

  const dev = Number(defaultOf(env.DEV_PORT));
  const api = Number(defaultOf(env.API_PORT));
  const contracts = services.contracts?.environment?.PACT_PROVIDER_BASE_URL;
  if (portOf(contracts) !== dev) problems.push(`contracts: PACT_PROVIDER_BASE_URL defaults to the tools' port ${dev}`);
  const shops = Object.entries(services).filter(([, service]) => service.build?.target === 'shop');
  if (shops.length === 0) problems.push('no shop server service (image target shop)');
  for (const [name, service] of shops) {
    const upstream = service.environment?.API_BASE_URL;
    if (portOf(upstream) !== api) problems.push(`${name}: API_BASE_URL defaults to the storefront's API (port ${api})`);
  }
  // Every shop server, the storefront's too, serves metrics: each on a port of its own (the default,
  // 9464, for one only would clash), never public.
  for (const [name, service] of [['storefront', storefront], ...shops]) {
    const { METRICS_PORT: metricsPort, METRICS_HOST: metricsHost } = service.environment ?? {};
    if (metricsPort === undefined) problems.push(`${name}: sets METRICS_PORT (its default, 9464, is the replicas')`);
    if (metricsHost !== '127.0.0.1') problems.push(`${name}: METRICS_HOST is 127.0.0.1 (metrics on loopback only)`);
  }

  // Every profile runs beside the storefront, and beside the others: no port twice.
  const owners = new Map();
  for (const [name, service] of Object.entries(services))
    for (const { variable, port } of portsOf(service)) {
      if (owners.has(port)) problems.push(`${name}: ${variable} ${port} is also ${owners.get(port)}`);
      else owners.set(port, `${name}'s ${variable}`);
    }
  return [...problems, ...prometheusProblems(services, prometheusConfig)];
}

function main() {
  const problems = problemsOf(
    parse(readFileSync(file, 'utf8'), { merge: true }),
    parse(readFileSync(prometheusFile, 'utf8')),
  );
  if (problems.length > 0) {
    console.error(`docker-compose.yml:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  const probe = spawnSync('docker-compose', ['version'], { stdio: 'ignore' });
  if (probe.error) {
    if (process.env.CI) {
      console.error('docker-compose is not installed, and CI must validate docker-compose.yml');
      process.exit(1);
    }
    console.log(
      "docker-compose.yml holds this project's rules; docker-compose config skipped: docker-compose is not installed (apt-get install --no-install-recommends docker-compose)",
    );
    process.exit(0);
  }
  const profiles = [
    [],
    ['--profile', 'contracts'],
    ['--profile', 'shop'],
    ['--profile', 'replicas'],
    ['--profile', 'replicas', '--profile', 'observability'],
  ];
  for (const profile of profiles) {
    const { status } = spawnSync('docker-compose', [...profile, '-f', file, 'config', '-q'], { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
  console.log('docker-compose.yml is valid');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
