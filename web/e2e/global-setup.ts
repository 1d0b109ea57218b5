/**
 * Before the browser tests: build the shop and its server renderer when the sources are newer than
 * web/dist (or there is no build, as in a fresh clone), copy both builds (dist, dist-server) to a
 * folder of this run's own, then start the pair that `npm start` runs (scripts/lib/pair.mjs), each
 * from its TypeScript sources through tsx (so neither needs a build of its own), on free loopback
 * ports: the mock server, the API, with its developer tools on their own port, and the shop server
 * in front of it serving the copy, its caches off (PAGE_CACHE_SECONDS=0, CACHE_SECONDS=0) so that no
 * test sees what another one changed. The tests get the shop server's address as E2E_BASE_URL, the
 * developer tools' as E2E_DEV_URL, the mock server's API as E2E_API_URL and the copy as
 * E2E_WEB_DIST. The returned function stops both servers and removes the copy. With E2E_BASE_URL
 * already set, the tests run against that shop instead (the Docker image: `SMOKE_BROWSER=1
 * scripts/docker-smoke.sh`).
 *
 * Why a copy: several runs may share one checkout, and a build empties web/dist before writing
 * new chunk names; a run serving web/dist itself would then load chunks that no longer exist.
 * Builds and copies take a lock, so two runs never build at once or copy a half-written build.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockTrustProxy } from '../../scripts/lib/pair.mjs';
import { freePorts, startLocalServer, type LocalServer } from './localServer';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(web, '..');
const dist = join(web, 'dist');
const distServer = join(web, 'dist-server');
const require = createRequire(import.meta.url);

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function buildIfNeeded() {
  const built = join(distServer, 'entry-server.mjs');
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']
    .map((p) => join(web, p))
    .filter(existsSync);
  const stale = !existsSync(built) || Math.max(...inputs.map(newestChange)) > statSync(built).mtimeMs;
  if (!stale && !process.env.E2E_REBUILD) return;
  console.log('[e2e] building the shop and its server renderer (npm run build -w web)');
  const vite = join(dirname(require.resolve('vite/package.json', { paths: [web] })), 'bin', 'vite.js');
  // The renderer first: the shop's build writes the layout's frame into index.html with it.
  for (const args of [['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'], ['build']]) {
    const result = spawnSync(process.execPath, [vite, ...args], { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
  }
}

/** One lock per checkout, outside it (a fresh clone may have no web/node_modules). */
const buildLock = join(tmpdir(), `e2e-build-lock-${createHash('sha256').update(web).digest('hex').slice(0, 12)}`);
/** A lock older than this was left by a run that died; a build takes well under it. */
const staleLockMs = 5 * 60_000;

async function withBuildLock<T>(work: () => T): Promise<T> {
  for (;;) {
    try {
      mkdirSync(buildLock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = statSync(buildLock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > staleLockMs) rmSync(buildLock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return work();
  } finally {
    rmSync(buildLock, { recursive: true, force: true });
  }
}

/** This run's own copy of the builds (see the top of this file); the server finds dist-server beside dist. */
function snapshotOfBuild(): { folder: string; dist: string } {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-web-'));
  cpSync(dist, join(folder, 'dist'), { recursive: true });
  cpSync(distServer, join(folder, 'dist-server'), { recursive: true });
  return { folder, dist: join(folder, 'dist') };
}

export default async function globalSetup() {
  // A shop already running elsewhere, such as the Docker image (scripts/docker-smoke.sh): test it as it is.
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] testing the shop at ${process.env.E2E_BASE_URL}`);
    return () => Promise.resolve();
  }
  const served = await withBuildLock(() => {
    buildIfNeeded();
    return snapshotOfBuild();
  });
  const [shopPort, devPort, apiPort] = await freePorts(3);
  const base = `http://127.0.0.1:${shopPort}`;
  // The developer tools (/dev, X-Mock-Session) answer only on their own loopback port (mock-server/src/routes/dev/listener.ts).
  const devBase = `http://127.0.0.1:${devPort}`;
  const api = `http://127.0.0.1:${apiPort}`;
  const servers: LocalServer[] = [];
  const stopAll = async () => {
    for (const server of servers.reverse()) await server.stop();
    rmSync(served.folder, { recursive: true, force: true });
  };
  try {
    servers.push(
      await startLocalServer({
        name: 'the mock server',
        entry: join(repo, 'mock-server', 'src', 'server.ts'),
        env: {
          PORT: String(apiPort),
          DEV_PORT: String(devPort),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          DEV_ROUTES: 'true',
          // As in `npm start`: the shop server on loopback is its proxy.
          TRUST_PROXY: mockTrustProxy,
        },
        readyUrls: [`${api}/product-api/get-products/1/1`, `${devBase}/dev/clock`],
      }),
    );
    servers.push(
      await startLocalServer({
        name: 'the shop server',
        entry: join(repo, 'shop-server', 'src', 'server.ts'),
        env: {
          PORT: String(shopPort),
          HOST: '127.0.0.1',
          API_BASE_URL: api,
          DEV_PORT: String(devPort),
          WEB_DIST: served.dist,
          LOG_LEVEL: 'warn',
          // Every read reaches the mock server, every page is rendered anew: a test that changed the
          // catalogue's world (a reset, a session) never sees an earlier answer.
          PAGE_CACHE_SECONDS: '0',
          CACHE_SECONDS: '0',
          // Its metrics on a free port: never the default 9464 another shop server may hold.
          METRICS_PORT: '0',
        },
        // Ready once its warm-up has read the catalogue through the mock server.
        readyUrls: [`${base}/readyz`],
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  process.env.E2E_BASE_URL = base;
  process.env.E2E_DEV_URL = devBase;
  process.env.E2E_API_URL = api;
  // The served copy, for the specs that change it: pwa-install.spec.ts deploys a new service worker into it.
  process.env.E2E_WEB_DIST = served.dist;
  console.log(
    `[e2e] the shop server at ${base}, in front of the mock server at ${api} (developer tools at ${devBase})`,
  );
  return stopAll;
}
