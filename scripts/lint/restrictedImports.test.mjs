// Proves the import restrictions of scripts/lint/restrictedImports.mjs on the fixture tree in
// ./fixtures/src: raw react-redux hooks fail outside hooks/storeHooks.ts and pass inside it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { restrictedImports } from './restrictedImports.mjs';

const eslint = new ESLint({
  cwd: fileURLToPath(new URL('fixtures', import.meta.url)),
  overrideConfigFile: true,
  overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, ...restrictedImports('src')],
});

async function problems(file) {
  const [result] = await eslint.lintFiles([file]);
  return result.messages.map(({ ruleId, line, message }) => `${ruleId}@${line}: ${message.split('.')[0]}`);
}

test('raw react-redux hooks in a feature fail, each named', async () => {
  assert.deepEqual(await problems('src/features/shop/usesRawHooks.tsx'), [
    "no-restricted-imports@2: 'useSelector' import from 'react-redux' is restricted",
    "no-restricted-imports@2: 'useStore' import from 'react-redux' is restricted",
  ]);
});

test('the typed hooks and Provider pass', async () => {
  assert.deepEqual(await problems('src/features/shop/usesTypedHooks.tsx'), []);
});

test('hooks/storeHooks.ts may wrap the raw hooks', async () => {
  assert.deepEqual(await problems('src/hooks/storeHooks.ts'), []);
});
