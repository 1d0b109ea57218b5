// Generates web/src/lib/api/generated/schema.ts (the `paths` types) from openapi.yaml.
// `node scripts/gen-api.mjs --check` fails when the committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
const target = new URL('web/src/lib/api/generated/schema.ts', root);
const header = `/**
 * DO NOT EDIT. Generated from openapi.yaml by \`npm run gen:api\`.
 * A test fails when this file is stale: edit openapi.yaml and run the generator again.
 */

`;

const ast = await openapiTS(new URL('openapi.yaml', root), { alphabetize: false });
const fresh = header + astToString(ast);

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== fresh) {
    console.error(`${fileURLToPath(target)} is stale: run \`npm run gen:api\` and commit the result.`);
    process.exit(1);
  }
  console.log('generated API types are up to date');
} else {
  await writeFile(target, fresh);
  console.log(`wrote ${fileURLToPath(target)}`);
}
