// Proves that the rules of scripts/lint/layers.mjs fail where they should, and pass on allowed imports,
// on the fixture trees in ./fixtures: src/ (web/src's layers: lib, hooks, entities, components,
// features, app, server, main.tsx | entry-server.tsx), mock-server/src/ (the mock server's layers) and
// packages/ (two packages, shop and kit, for imports between packages), cruised at once as
// scripts/lint/check-layers.mjs cruises the repository.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { layerRules, mockServerLayerRules, noCycle, packageEntryRule, violations } from './layers.mjs';

process.chdir(fileURLToPath(new URL('fixtures', import.meta.url)));
const packages = ['packages/shop/src', 'packages/kit/src'];
const found = await violations(
  ['src', 'mock-server/src', ...packages],
  [...layerRules('src'), ...mockServerLayerRules('mock-server/src'), packageEntryRule(packages), noCycle],
  // No node_modules here: a bare package name (`kit/cache`) is looked up in ./packages, as a workspace's.
  { modules: ['packages', 'node_modules'] },
);
const about = (file) => found.filter((line) => line.includes(`: ${file} →`));

/** Each forbidden import of the fixtures, with the one rule it breaks. */
const forbidden = [
  [
    'a feature importing the app layer',
    'feature-imports-no-app',
    'src/features/shop/importsApp.ts',
    'src/app/router.ts',
  ],
  [
    'a component importing a feature',
    'component-imports-no-feature-or-app',
    'src/components/importsFeature.ts',
    'src/features/shop/importsLib.ts',
  ],
  [
    'lib importing an entity',
    'lib-imports-nothing-above',
    'src/lib/importsEntity.ts',
    'src/entities/cart/importsEntity.ts',
  ],
  [
    'an entity importing a component',
    'entity-imports-only-lib-hooks-entities',
    'src/entities/cart/importsComponent.ts',
    'src/components/importsFeature.ts',
  ],
  [
    'a feature importing another feature',
    'feature-imports-no-other-feature',
    'src/features/basket/importsOtherFeature.ts',
    'src/features/shop/importsLib.ts',
  ],
  [
    'a feature importing the server renderer',
    'feature-imports-no-app',
    'src/features/shop/importsServer.ts',
    'src/server/renderPage.ts',
  ],
  [
    'the app importing the server renderer',
    'app-imports-no-server',
    'src/app/importsServer.ts',
    'src/server/renderPage.ts',
  ],
  [
    'the server renderer importing an entry module',
    'server-imports-no-entry',
    'src/server/importsEntry.ts',
    'src/entry-server.tsx',
  ],
  [
    'a mock-server root-level helper importing store/',
    'mock-contract-imports-nothing-above',
    'mock-server/src/helperImportsStore.ts',
    'mock-server/src/store/carts.ts',
  ],
  [
    'mock-server contract/ importing store/',
    'mock-contract-imports-nothing-above',
    'mock-server/src/contract/importsStore.ts',
    'mock-server/src/store/carts.ts',
  ],
  [
    'mock-server store/ importing http/',
    'mock-store-imports-nothing-above',
    'mock-server/src/store/importsHttp.ts',
    'mock-server/src/http/auth.ts',
  ],
  [
    'mock-server http/ importing a route',
    'mock-http-imports-nothing-above',
    'mock-server/src/http/importsRoutes.ts',
    'mock-server/src/routes/dev/guard.ts',
  ],
  [
    'mock-server proxy/ importing its peer recording/',
    'mock-peer-imports-no-other-peer',
    'mock-server/src/proxy/importsRecording.ts',
    'mock-server/src/recording/recorder.ts',
  ],
  [
    'mock-server recording/ importing its peer proxy/',
    'mock-peer-imports-no-other-peer',
    'mock-server/src/recording/importsProxy.ts',
    'mock-server/src/proxy/plugin.ts',
  ],
  [
    'mock-server journal/ importing a route',
    'mock-peer-imports-nothing-above',
    'mock-server/src/journal/importsRoutes.ts',
    'mock-server/src/routes/health.ts',
  ],
  [
    'a mock-server route importing app.ts',
    'mock-routes-import-nothing-above',
    'mock-server/src/routes/importsApp.ts',
    'mock-server/src/app.ts',
  ],
  [
    'mock-server app.ts importing config.ts',
    'mock-app-imports-nothing-above',
    'mock-server/src/app.ts',
    'mock-server/src/config.ts',
  ],
  [
    "a package importing a file in another package's folder",
    'package-imports-others-by-name',
    'packages/shop/src/importsKitFile.ts',
    'packages/kit/src/cache.ts',
  ],
  [
    "a package importing a type from a file in another package's folder",
    'package-imports-others-by-name',
    'packages/shop/src/importsKitType.ts',
    'packages/kit/src/cache.ts',
  ],
];

for (const [what, rule, from, to] of forbidden) {
  test(`${what} fails`, () => {
    assert.deepEqual(about(from), [`${rule}: ${from} → ${to}`]);
  });
}

test('an import cycle fails, naming the whole loop', () => {
  assert.deepEqual(about('src/lib/cycleA.ts'), ['no-cycle: src/lib/cycleA.ts → src/lib/cycleB.ts → src/lib/cycleA.ts']);
});

test('a type-only loop is no cycle', () => {
  assert.deepEqual(about('src/lib/typeLoopA.ts'), []);
  assert.deepEqual(about('src/lib/typeLoopB.ts'), []);
});

test('imports that point the right way pass, and nothing else is reported', () => {
  for (const allowed of [
    'src/features/shop/importsLib.ts',
    'src/features/shop/importsOwnFile.ts',
    'src/features/basket/importsComponent.ts',
    'src/components/importsEntity.ts',
    'src/entities/cart/importsEntity.ts',
    'src/entities/session/user.ts',
    'src/app/router.ts',
    'src/server/renderPage.ts',
    'src/entry-server.tsx',
    'mock-server/src/messages.ts',
    'mock-server/src/contract/types.ts',
    'mock-server/src/store/carts.ts',
    'mock-server/src/http/auth.ts',
    'mock-server/src/proxy/plugin.ts',
    'mock-server/src/recording/recorder.ts',
    'mock-server/src/journal/journal.ts',
    'mock-server/src/routes/health.ts',
    'mock-server/src/routes/dev/guard.ts',
    'mock-server/src/routes/users/index.ts',
    'mock-server/src/config.ts',
    'mock-server/src/server.ts',
    'packages/shop/src/importsOwnFile.ts',
    'packages/kit/src/cache.ts',
  ]) {
    assert.deepEqual(about(allowed), [], allowed);
  }
  assert.equal(found.length, forbidden.length + 1, found.join('\n'));
});

test("a package imports another by its name, resolved through the other's exports into its folder", async () => {
  assert.deepEqual(about('packages/shop/src/importsKitByName.ts'), []);
  // The name does reach the file in kit's folder (kit's package.json `exports`), so the rule above
  // tells a name from a relative path, not a resolved import from an unresolved one.
  const resolved = { name: 'resolved', severity: 'error', from: { path: 'importsKitByName' }, to: {} };
  assert.deepEqual(await violations(packages, [resolved], { modules: ['packages', 'node_modules'] }), [
    'resolved: packages/shop/src/importsKitByName.ts → packages/kit/src/cache.ts',
  ]);
});
