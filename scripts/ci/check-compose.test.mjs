// scripts/check-compose.mjs: the rules it holds docker-compose.yml to, on the real file and on broken copies.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse } from 'yaml';
import { problemsOf } from '../check-compose.mjs';

const compose = () =>
  parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true });

test('docker-compose.yml holds every rule', () => {
  assert.deepEqual(problemsOf(compose()), []);
});

test('a bridge network, or a port published through one, is refused', () => {
  const broken = compose();
  delete broken.services.contracts.network_mode;
  broken.services.storefront.ports = ['8080:8080'];
  assert.deepEqual(problemsOf(broken), [
    'storefront: no networks or published ports with host networking',
    'contracts: network_mode must be host (never a bridge network)',
  ]);
});

test("the contracts verify against the storefront's tools, the shop servers run in front of its API, each on a port of its own", () => {
  const broken = compose();
  broken.services.storefront.environment.DEV_PORT = '${DEV_PORT:-9001}';
  broken.services.shop.environment.API_BASE_URL = '${API_BASE_URL:-http://127.0.0.1:8080}';
  broken.services.shop.environment.PORT = '${SHOP_PORT:-8081}';
  assert.deepEqual(problemsOf(broken), [
    'storefront: DEV_PORT defaults to 8081',
    "contracts: PACT_PROVIDER_BASE_URL defaults to the tools' port 9001",
    "shop: API_BASE_URL defaults to the storefront's API (port 8082)",
    "shop: PORT 8081 is also the storefront's DEV_PORT",
  ]);
});
