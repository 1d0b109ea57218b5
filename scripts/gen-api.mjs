// Generates from openapi.yaml: the `paths` / `components` / `operations` types, in one declaration
// file, generated/openapi.d.ts, that web/ (the typed client) and mock-server/ (typed handlers) both
// import (a declaration file emits nothing, so each package's build is unchanged); and
// generated/apiPathPrefixes.ts, the first path segment of every operation, which web/ proxies in
// development and its service worker never answers with the shop (web/src/lib/serverPaths.ts).
// `node scripts/gen-api.mjs --check` fails when a committed file is stale.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = new URL('../', import.meta.url);
const header = `/**
 * DO NOT EDIT. Generated from openapi.yaml by \`npm run gen:api\`.
 * A test fails when this file is stale: edit openapi.yaml and run the generator again.
 */

`;

const contract = new URL('openapi.yaml', root);
const ast = await openapiTS(contract, { alphabetize: false });

/** `/product-api` of `/product-api/get-products`: each operation's first segment, once, in the contract's order. */
function apiPathPrefixes(paths) {
  return [...new Set(Object.keys(paths).map((path) => `/${path.split('/')[1]}`))];
}
const prefixes = apiPathPrefixes(parse(await readFile(contract, 'utf8')).paths);

const files = new Map([
  [new URL('generated/openapi.d.ts', root), header + astToString(ast)],
  [
    new URL('generated/apiPathPrefixes.ts', root),
    `${header}/** The first path segment of every operation of openapi.yaml. */\nexport const apiPathPrefixes = ${JSON.stringify(prefixes)} as const;\n`,
  ],
]);

if (process.argv.includes('--check')) {
  let stale = 0;
  for (const [target, fresh] of files) {
    const committed = await readFile(target, 'utf8').catch(() => '');
    if (committed !== fresh) {
      console.error(`${fileURLToPath(target)} is stale: run \`npm run gen:api\` and commit the result.`);
      stale += 1;
    }
  }
  if (stale) process.exit(1);
  console.log('generated API types and path prefixes are up to date');
} else {
  for (const [target, fresh] of files) {
    await mkdir(new URL('.', target), { recursive: true });
    await writeFile(target, fresh);
    console.log(`wrote ${fileURLToPath(target)}`);
  }
}
