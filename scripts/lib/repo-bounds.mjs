// Finds relative paths in a repository's files that climb above the repository's root: an import of
// '../sibling-folder/data/products.json' written at the root, or the same climb by new URL(…, import.meta.url).
// Such a path works only on a machine that happens to have that folder beside the clone; anywhere
// else the file that reads it fails to load. Paths are resolved from the folder of the file that names them, which is
// how imports, `new URL(…, import.meta.url)` and Markdown links read them.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';

/** File types that can name a path: code, configuration, scripts and docs. */
const textExtensions = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.json',
  '.yaml',
  '.yml',
  '.md',
  '.sh',
  '.html',
  '.scss',
  '.css',
  '.toml',
]);
const textNames = new Set(['Dockerfile', '.dockerignore', '.gitignore', 'run']);

/** A line that names such a path on purpose (a traversal attack in a test) says so with this marker. */
export const allowMarker = 'repo-bounds: not a path';

// A token that starts with ./ or ../ and is not the tail of a longer path or URL (/a/../b is inside a path).
const relativePath = /(?<![\w./%-])(?:\.\.?\/)+[\w@.+~-]*(?:\/[\w@.+~-]*)*/g;

/** Every `{ file, line, path }` in `files` (relative to `root`) whose relative path leaves `root`. */
export function findEscapes(root, files) {
  const base = resolve(root);
  const escapes = [];
  for (const file of files) {
    if (!textExtensions.has(extname(file)) && !textNames.has(file.split('/').pop())) continue;
    let text;
    try {
      text = readFileSync(join(base, file), 'utf8');
    } catch {
      continue; // deleted in the working tree, or not a regular file
    }
    text.split('\n').forEach((content, index) => {
      if (content.includes(allowMarker)) return;
      for (const [path] of content.matchAll(relativePath)) {
        if (!path.startsWith('../')) continue;
        const target = resolve(base, dirname(file), path);
        const inside = relative(base, target);
        if (inside === '..' || inside.startsWith(`..${sep}`)) escapes.push({ file, line: index + 1, path });
      }
    });
  }
  return escapes;
}

const skippedFolders = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results', 'playwright-report']);

function walk(root, folder = '') {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : walk(root, path);
    return entry.isFile() ? [path] : [];
  });
}

/** The tracked files of the repository at `root` (every file but build output, outside a git checkout). */
export function trackedFiles(root) {
  const git = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (git.status === 0) return git.stdout.split('\0').filter(Boolean);
  return walk(root);
}
