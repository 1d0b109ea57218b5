// What the benchmarks of two replicas share (bench/replicas.mjs, bench/soak.mjs): the machine's nginx,
// run from deploy/nginx/shop.conf.template in a temp prefix of its own (its config, cache, logs and
// pid) in front of two shop servers, and the builds they need.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { runNginx } from '../../scripts/lib/nginx.mjs';
import { root } from '../server.mjs';

/** The machine's nginx (apt-get install -y nginx: /usr/sbin), else one on PATH, or undefined. */
export const nginxBinary = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  ...(process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, 'nginx')),
].find((path) => existsSync(path));

/** The builds a replica bench serves, those of them that are missing. */
export const missingBuilds = () =>
  ['web/dist/index.html', 'mock-server/dist/server.js', 'shop-server/dist/server.js'].filter(
    (built) => !existsSync(join(root, built)),
  );

const defaultTemplate = join(root, 'deploy/nginx/shop.conf.template');
const tempNames = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** The main configuration around the snippet: everything nginx writes stays under `prefix`. */
function nginxConfig(prefix, snippet) {
  const temp = (name) => `${name}_temp_path ${join(prefix, `${name}-temp`)};`;
  return `daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  # A browser sends again a request that meets a client connection nginx closed after its
  # keepalive_requests (1,000 by default); autocannon counts it as failed. Thousands of requests a
  # second on 20 connections reach that limit every few seconds: it is lifted for the load.
  keepalive_requests 1000000;
  ${tempNames.map(temp).join('\n  ')}
${snippet}
}
`;
}

/** A temp prefix that nginx's workers (an unprivileged user when it starts as root) can write to. */
function preparePrefix() {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-replicas-'));
  chmodSync(prefix, 0o755);
  for (const name of ['cache', ...tempNames.map((temp) => `${temp}-temp`)]) {
    mkdirSync(join(prefix, name));
    chmodSync(join(prefix, name), 0o777);
  }
  return prefix;
}

/**
 * nginx with the shop's template in front of the shop servers at `shops` (two `host:port`), listening
 * on 127.0.0.1:`port`, once it answers /healthz. Its access log (the template's JSON lines) is
 * under its `prefix` (scripts/lib/nginx.mjs accessLogLines). `template`: another template to try (default: the
 * repository's). `close()` stops it and removes its prefix.
 */
export async function startNginx({ shops: [shopA, shopB], port, template = defaultTemplate }) {
  const prefix = preparePrefix();
  const values = {
    SHOP_A: shopA,
    SHOP_B: shopB,
    NGINX_PORT: `127.0.0.1:${port}`,
    NGINX_CACHE: join(prefix, 'cache'),
  };
  const snippet = readFileSync(template, 'utf8').replace(/\$\{(\w+)\}/g, (whole, name) => values[name] ?? whole);
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(prefix, snippet));
  const base = `http://127.0.0.1:${port}`;
  const removePrefix = () => rmSync(prefix, { recursive: true, force: true });
  try {
    const { child, stop } = await runNginx({ binary: nginxBinary, prefix, configFile, base });
    return { child, base, prefix, close: () => stop().then(removePrefix) };
  } catch (error) {
    removePrefix();
    throw error;
  }
}
