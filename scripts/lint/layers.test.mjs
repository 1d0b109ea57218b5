// Proves that the layer and cycle rules of scripts/lint/layers.mjs fail where they should, on the
// fixture tree in ./fixtures/src (lib, entities, components, features, app), and pass on allowed imports.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { layerRules, noCycle, violations } from './layers.mjs';

process.chdir(fileURLToPath(new URL('fixtures', import.meta.url)));
const found = await violations(['src'], [...layerRules('src'), noCycle]);
const about = (file) => found.filter((line) => line.includes(`: src/${file} →`));

/** Each forbidden import of the fixtures, with the one rule it breaks. */
const forbidden = [
  ['a feature importing the app layer', 'feature-imports-no-app', 'features/shop/importsApp.ts', 'app/router.ts'],
  [
    'a component importing a feature',
    'component-imports-no-feature-or-app',
    'components/importsFeature.ts',
    'features/shop/importsLib.ts',
  ],
  ['lib importing an entity', 'lib-imports-nothing-above', 'lib/importsEntity.ts', 'entities/cart/importsEntity.ts'],
  [
    'an entity importing a component',
    'entity-imports-only-lib-hooks-entities',
    'entities/cart/importsComponent.ts',
    'components/importsFeature.ts',
  ],
  [
    'a feature importing another feature',
    'feature-imports-no-other-feature',
    'features/basket/importsOtherFeature.ts',
    'features/shop/importsLib.ts',
  ],
];

for (const [what, rule, from, to] of forbidden) {
  test(`${what} fails`, () => {
    assert.deepEqual(about(from), [`${rule}: src/${from} → src/${to}`]);
  });
}

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
