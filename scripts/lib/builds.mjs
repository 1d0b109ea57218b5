// What `npm start` and `npm run start:shop` build before they serve: each part whose build is
// missing, or older than its sources (a checkout that moved on), and nothing else. Where the sources
// are absent (the Docker image holds the builds only), a build that is there is taken as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pair.mjs';

/** The newest modification time under `path` (0 when it is absent). */
function newestChange(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

const serverInputs = (name) => [`${name}/src`, `${name}/package.json`, 'server-kit/src', 'server-kit/package.json'];

/** Each part: what its build writes (the oldest of these counts), what it is made from, and the command. */
export const parts = {
  web: {
    outputs: ['web/dist/index.html', 'web/dist-server/entry-server.mjs'],
    inputs: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json'],
    command: 'npm run build -w web',
  },
  'mock-server': {
    outputs: ['mock-server/dist/server.js', 'server-kit/dist'],
    inputs: serverInputs('mock-server'),
    command: 'npm run build -w mock-server',
  },
  'shop-server': {
    outputs: ['shop-server/dist/server.js', 'server-kit/dist'],
    inputs: serverInputs('shop-server'),
    command: 'npm run build -w shop-server',
  },
};

/** Why `part` needs building ("missing", "older than its sources"), or undefined when its build is fresh. */
export function whyBuild(part, at = root) {
  const { outputs, inputs } = parts[part];
  const built = outputs.map((path) => statSync(join(at, path), { throwIfNoEntry: false }));
  if (built.some((stat) => !stat)) return 'missing';
  // A folder's own time moves only when an entry is added or removed: its newest file is the build's time.
  const builtAt = Math.min(...outputs.map((path) => newestChange(join(at, path))));
  const sources = inputs.map((path) => join(at, path)).filter(existsSync);
  if (sources.length === 0) return undefined;
  return Math.max(...sources.map(newestChange)) > builtAt ? 'older than its sources' : undefined;
}

/** Builds each of `names` that needs it, in order; exits with the build's status when one fails. */
export function buildWhatIsNeeded(names) {
  for (const name of names) {
    const why = whyBuild(name);
    if (!why) continue;
    console.error(`[build] ${name}: ${why}: ${parts[name].command}`);
    const { status } = spawnSync(parts[name].command, { cwd: root, shell: true, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}
