// scripts/check-compose.mjs: the rules it holds docker-compose.yml to, on the real file and on broken copies.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse } from 'yaml';
import { problemsOf } from '../check-compose.mjs';

const compose = () =>
  parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true });
const prometheus = () =>
  parse(readFileSync(new URL('../../deploy/prometheus/prometheus.yml', import.meta.url), 'utf8'));

test('docker-compose.yml holds every rule', () => {
  assert.deepEqual(problemsOf(compose(), prometheus()), []);
});

test('a bridge network, or a port published through one, is refused', () => {
  const broken = compose();
  delete broken.services.contracts.network_mode;
  broken.services.storefront.ports = ['8080:8080'];
  assert.deepEqual(problemsOf(broken, prometheus()), [
    'storefront: no networks or published ports with host networking',
    'contracts: network_mode must be host (never a bridge network)',
  ]);
});

test("the contracts verify against the storefront's tools, the shop servers run in front of its API, each on a port of its own", () => {
  const broken = compose();
  broken.services.storefront.environment.DEV_PORT = '${DEV_PORT:-9001}';
  broken.services.shop.environment.API_BASE_URL = '${API_BASE_URL:-http://127.0.0.1:8080}';
  broken.services.shop.environment.PORT = '${SHOP_PORT:-8082}';
  assert.deepEqual(problemsOf(broken, prometheus()), [
    'storefront: DEV_PORT defaults to 8081',
    "contracts: PACT_PROVIDER_BASE_URL defaults to the tools' port 9001",
    "shop: API_BASE_URL defaults to the storefront's API (port 8082)",
    "shop: PORT 8082 is also storefront's API_PORT",
  ]);
});

test("each shop server's metrics on a port of its own, on loopback; Prometheus scrapes the replicas'", () => {
  const broken = compose();
  // The issue 49 clash: every shop server on the default 9464, the storefront's included.
  delete broken.services.storefront.environment.METRICS_PORT;
  broken.services['shop-b'].environment.METRICS_PORT = 9464;
  broken.services.shop.environment.METRICS_HOST = '0.0.0.0';
  broken.services.prometheus.command = ['--web.listen-address=0.0.0.0:8090'];
  const config = prometheus();
  config.scrape_configs[0].static_configs.pop();
  assert.deepEqual(problemsOf(broken, config), [
    "storefront: sets METRICS_PORT (its default, 9464, is the replicas')",
    'shop: METRICS_HOST is 127.0.0.1 (metrics on loopback only)',
    "shop-b: METRICS_PORT 9464 is also shop-a's METRICS_PORT",
    "prometheus: --web.listen-address 8090 is also nginx's NGINX_PORT",
    'prometheus: listens on 127.0.0.1 only',
    "deploy/prometheus/prometheus.yml: job shop scrapes 127.0.0.1:9464, not the replicas' metrics 127.0.0.1:9464, 127.0.0.1:9464",
  ]);
});
