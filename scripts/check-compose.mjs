// Checks docker-compose.yml: first what this project asks of it, read as YAML (host networking for
// every service, never a bridge network; the storefront runs the image's default target, the pair of
// `npm start`, its ports as scripts/lib/pair.mjs's defaults; the contracts verify against its
// developer tools' port, and the shop servers of the `shop` and `replicas` profiles run in front of its
// API), then the whole file with `docker-compose config` under every profile. CI installs
// docker-compose (.ci/run); elsewhere a machine without it is told so and that part is skipped.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { defaultPorts } from './lib/pair.mjs';

const file = fileURLToPath(new URL('../docker-compose.yml', import.meta.url));

/** The default of a `${NAME:-default}` value (or the value itself). */
const defaultOf = (value) => String(value ?? '').replace(/^\$\{[A-Z_]+:-(.*)\}$/, '$1');
const portOf = (url) => Number(new URL(defaultOf(url)).port);

/** What docker-compose.yml must hold, as a list of problems (none: it does). */
export function problemsOf(compose) {
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
  const ports = new Map(Object.entries(defaultPorts).map(([name, port]) => [port, `storefront's ${name}`]));
  for (const [name, service] of shops) {
    const { API_BASE_URL: upstream, PORT: port } = service.environment ?? {};
    if (portOf(upstream) !== api) problems.push(`${name}: API_BASE_URL defaults to the storefront's API (port ${api})`);
    const own = Number(defaultOf(port));
    if (ports.has(own)) problems.push(`${name}: PORT ${own} is also the ${ports.get(own)}`);
    ports.set(own, name);
  }
  return problems;
}

function main() {
  const problems = problemsOf(parse(readFileSync(file, 'utf8'), { merge: true }));
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
  for (const profile of [[], ['--profile', 'contracts'], ['--profile', 'shop'], ['--profile', 'replicas']]) {
    const { status } = spawnSync('docker-compose', [...profile, '-f', file, 'config', '-q'], { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
  console.log('docker-compose.yml is valid');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
