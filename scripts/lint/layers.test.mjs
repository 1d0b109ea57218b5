// Proves that the layer and cycle rules of scripts/lint/layers.mjs fail where they should, on the
// fixture tree in ./fixtures/src (lib, entities, components, features, app), and pass on allowed imports.
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

test('a component importing a feature fails', () => {
  assert.deepEqual(about('components/importsFeature.ts'), [
    'component-imports-no-feature-or-app: src/components/importsFeature.ts → src/features/shop/importsLib.ts',
  ]);
});

test('lib importing an entity fails', () => {
  assert.deepEqual(about('lib/importsEntity.ts'), [
    'lib-imports-nothing-above: src/lib/importsEntity.ts → src/entities/cart/importsEntity.ts',
  ]);
});

test('an entity importing a component fails', () => {
  assert.deepEqual(about('entities/cart/importsComponent.ts'), [
    'entity-imports-only-lib-hooks-entities: src/entities/cart/importsComponent.ts → src/components/importsFeature.ts',
  ]);
});

test('a feature importing another feature fails', () => {
  assert.deepEqual(about('features/basket/importsOtherFeature.ts'), [
    'feature-imports-no-other-feature: src/features/basket/importsOtherFeature.ts → src/features/shop/importsLib.ts',
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
  for (const allowed of [
    'features/shop/importsLib.ts',
    'features/shop/importsOwnFile.ts',
    'features/basket/importsComponent.ts',
    'components/importsEntity.ts',
    'entities/cart/importsEntity.ts',
    'entities/session/user.ts',
    'app/router.ts',
  ]) {
    assert.deepEqual(about(allowed), [], allowed);
  }
  assert.equal(found.length, 6, found.join('\n'));
});
