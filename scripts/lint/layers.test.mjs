// Proves that the layer and cycle rules of scripts/lint/layers.mjs fail where they should, on the
// fixture tree in ./fixtures/src (lib, components, features, app), and pass on allowed imports.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { layerRules, noCycle, violations } from './layers.mjs';

process.chdir(fileURLToPath(new URL('fixtures', import.meta.url)));
const found = await violations(['src'], [...layerRules('src'), noCycle]);
const about = (file) => found.filter((line) => line.includes(`: src/${file} →`));

test('a feature importing the app layer fails', () => {
  assert.deepEqual(about('features/shop/importsApp.ts'), [
    'feature-imports-no-app: src/features/shop/importsApp.ts → src/app/router.ts',
  ]);
});

test('shared code importing a feature fails', () => {
  assert.deepEqual(about('components/importsFeature.ts'), [
    'shared-imports-no-feature-or-app: src/components/importsFeature.ts → src/features/shop/importsLib.ts',
  ]);
});

test('an import cycle fails, naming the whole loop', () => {
  assert.deepEqual(about('lib/cycleA.ts'), ['no-cycle: src/lib/cycleA.ts → src/lib/cycleB.ts → src/lib/cycleA.ts']);
});

test('a type-only loop is no cycle', () => {
  assert.deepEqual(about('lib/typeLoopA.ts'), []);
  assert.deepEqual(about('lib/typeLoopB.ts'), []);
});

test('imports that point the right way pass, and nothing else is reported', () => {
  assert.deepEqual(about('features/shop/importsLib.ts'), []);
  assert.deepEqual(about('app/router.ts'), []);
  assert.equal(found.length, 3, found.join('\n'));
});
