// Generates the `paths` / `components` / `operations` types from openapi.yaml into one declaration
// file, generated/openapi.d.ts, that web/ (the typed client) and mock-server/ (typed handlers) both
// import. A declaration file emits nothing, so each package's build is unchanged.
// `node scripts/gen-api.mjs --check` fails when a committed file is stale.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
const targets = [new URL('generated/openapi.d.ts', root)];
const header = `/**
 * DO NOT EDIT. Generated from openapi.yaml by \`npm run gen:api\`.
 * A test fails when this file is stale: edit openapi.yaml and run the generator again.
 */

`;

const ast = await openapiTS(new URL('openapi.yaml', root), { alphabetize: false });
const fresh = header + astToString(ast);

if (process.argv.includes('--check')) {
  let stale = 0;
  for (const target of targets) {
    const committed = await readFile(target, 'utf8').catch(() => '');
    if (committed !== fresh) {
      console.error(`${fileURLToPath(target)} is stale: run \`npm run gen:api\` and commit the result.`);
      stale += 1;
    }
  }
  if (stale) process.exit(1);
  console.log('generated API types are up to date');
} else {
  for (const target of targets) {
    await mkdir(new URL('.', target), { recursive: true });
    await writeFile(target, fresh);
    console.log(`wrote ${fileURLToPath(target)}`);
  }
}
