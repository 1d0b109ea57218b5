// `npm test` step: the repository stands alone. No tracked file may name a path above the repository's
// root (see lib/repo-bounds.mjs): a fresh clone has nothing beside it.
import { fileURLToPath } from 'node:url';
import { allowMarker, findEscapes, trackedFiles } from './lib/repo-bounds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const escapes = findEscapes(root, trackedFiles(root));
if (escapes.length > 0) {
  console.error('These tracked files name paths outside the repository (a clone has nothing beside it):');
  for (const { file, line, path } of escapes) console.error(`  ${file}:${line}  ${path}`);
  console.error(
    `Copy what they need into the repository. A line that names such a path on purpose (not to read it) can say "${allowMarker}".`,
  );
  process.exit(1);
}
console.log('every tracked file stays inside the repository');
