// node --test: the stand-alone check catches a file that reads beside the repository, and only that.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { allowMarker, findEscapes } from './repo-bounds.mjs';

// Built, not spelled out: this file must pass the check it tests.
const up3 = '../'.repeat(3);
const up4 = '../'.repeat(4);

const root = mkdtempSync(join(tmpdir(), 'repo-bounds-'));
after(() => rmSync(root, { recursive: true, force: true }));

function repo(files) {
  const folder = mkdtempSync(join(root, 'repo-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return { folder, files: Object.keys(files) };
}

test('an import and a URL that climb above the root are reported with file and line', () => {
  const { folder, files } = repo({
    'web/src/a.test.ts': `import data from '${up3}shared/data/x.json';\n`,
    'server/test/b.test.ts': `// reads the fixture\nconst f = new URL('${up3}shared/x.json', import.meta.url);\n`,
  });
  assert.deepEqual(findEscapes(folder, files), [
    { file: 'web/src/a.test.ts', line: 1, path: `${up3}shared/data/x.json` },
    { file: 'server/test/b.test.ts', line: 2, path: `${up3}shared/x.json` },
  ]);
});

test('paths that stay inside the repository pass, however far they climb within it', () => {
  const { folder, files } = repo({
    'web/src/lib/api/a.test.ts': `import data from '${up4}fixtures/x.json';\nimport b from './b';\n`,
    'README.md': 'See [the fixture](./fixtures/x.json) and `docs/a.md`.\n',
    'server/test/c.test.ts': "inject({ url: '/images/products/../../etc/0.svg' });\n",
  });
  assert.deepEqual(findEscapes(folder, files), []);
});

test('a line marked as naming a path on purpose is skipped; files that are not text are not read', () => {
  const { folder, files } = repo({
    'server/test/d.test.ts': `inject({ url: '${up4}etc/passwd' }); // ${allowMarker}\n`,
    'web/public/logo.png': `${up4}outside`,
  });
  assert.deepEqual(findEscapes(folder, files), []);
});
