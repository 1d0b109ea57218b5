/**
 * Vitest global setup: the shop's real server renderer, for every test that starts the shop server
 * (helpers.ts) or mounts its pages (pages-app.ts). It is built from web/src with `vite build --ssr`
 * into a folder of its own under the system's temp dir, named by the newest change in the web
 * sources, so a run builds it only when the shop changed since the last one (a few seconds), and
 * never touches web/dist-server, which a browser-test run may be serving.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const web = fileURLToPath(new URL('../../web/', import.meta.url));

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

export default function setup(project: TestProject) {
  const inputs = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((path) => join(web, path));
  const version = Math.max(...inputs.filter(existsSync).map(newestChange));
  const folder = join(tmpdir(), `shop-server-renderer-${createHash('sha256').update(web).digest('hex').slice(0, 12)}`);
  const outDir = join(folder, String(Math.round(version)));
  const entry = join(outDir, 'entry-server.mjs');
  if (!existsSync(entry)) {
    rmSync(folder, { recursive: true, force: true });
    const vite = join(
      dirname(createRequire(import.meta.url).resolve('vite/package.json', { paths: [web] })),
      'bin',
      'vite.js',
    );
    const built = spawnSync(
      process.execPath,
      [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (built.status !== 0) throw new Error('building the server renderer (vite build --ssr) failed');
  }
  project.provide('rendererEntry', entry);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real server renderer's build (web/src/entry-server.tsx), for the tests that mount it. */
    rendererEntry: string;
  }
}
