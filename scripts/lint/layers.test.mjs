// Proves that the layer and cycle rules of eslint.config.js fail where they should, on the fixture
// tree in ./fixtures/src (lib, components, features, app), and pass on an allowed import.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { cycleRules, importSettings, importX, layerRules } from './layers.mjs';

const src = fileURLToPath(new URL('fixtures/src', import.meta.url));

const eslint = new ESLint({
  cwd: src,
  overrideConfigFile: true,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { ...cycleRules, ...layerRules(src) },
  },
});

async function problemsIn(file) {
  const [result] = await eslint.lintFiles([`${src}/${file}`]);
  return result.messages.map((message) => ({ rule: message.ruleId, line: message.line }));
}

test('a feature importing the app layer fails', async () => {
  assert.deepEqual(await problemsIn('features/shop/importsApp.ts'), [
    { rule: 'import-x/no-restricted-paths', line: 2 },
  ]);
});

test('shared code importing a feature fails', async () => {
  assert.deepEqual(await problemsIn('components/importsFeature.ts'), [
    { rule: 'import-x/no-restricted-paths', line: 2 },
  ]);
});

test('an import cycle fails, from either end', async () => {
  assert.deepEqual(await problemsIn('lib/cycleA.ts'), [{ rule: 'import-x/no-cycle', line: 2 }]);
  assert.deepEqual(await problemsIn('lib/cycleB.ts'), [{ rule: 'import-x/no-cycle', line: 1 }]);
});

test('imports that point the right way pass', async () => {
  assert.deepEqual(await problemsIn('features/shop/importsLib.ts'), []);
  assert.deepEqual(await problemsIn('app/router.ts'), []);
});
