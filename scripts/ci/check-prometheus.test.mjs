// scripts/check-prometheus.mjs: ShopPagesSlow leaves out every API prefix of openapi.yaml, on the real
// files and on a copy of the contract with a new prefix.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse } from 'yaml';
import { apiPrefixes, prefixesCounted } from '../check-prometheus.mjs';

const read = (path) => parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const rules = () => read('../../deploy/prometheus/alerts.yml');
const openapi = () => read('../../openapi.yaml');

test("ShopPagesSlow counts no call under openapi.yaml's prefixes", () => {
  const prefixes = apiPrefixes(openapi());
  assert.ok(prefixes.includes('/product-api') && prefixes.includes('/dev'), prefixes.join(', '));
  assert.deepEqual(prefixesCounted(rules(), 'ShopPagesSlow', prefixes), []);
});

test('a prefix the contract gains and the alert does not know is found', () => {
  const contract = openapi();
  contract.paths['/wallet-api/balance'] = { get: {} };
  assert.deepEqual(prefixesCounted(rules(), 'ShopPagesSlow', apiPrefixes(contract)), ['/wallet-api']);
});

test('pages stay counted: the matcher leaves out prefixes, not the shop', () => {
  assert.deepEqual(prefixesCounted(rules(), 'ShopPagesSlow', ['/', '/detail-view', '/account']), [
    '/',
    '/detail-view',
    '/account',
  ]);
});
