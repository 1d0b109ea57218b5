/**
 * The shop server (shop-server/, decision 022) for a browser test: started from its sources on a
 * free loopback port in front of `apiBaseUrl`, serving `webDist` (a build with its renderer,
 * dist-server, beside it), and ready once /readyz says its catalogue cache is warm.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from './fixtures';
import { freePort, startLocalServer } from './localServer';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ShopServer {
  /** Its origin, e.g. http://127.0.0.1:40123. */
  url: string;
  stop: () => Promise<void>;
}

export async function startShopServer({
  apiBaseUrl,
  webDist,
}: {
  apiBaseUrl: string;
  webDist: string;
}): Promise<ShopServer> {
  const url = `http://127.0.0.1:${await freePort()}`;
  const server = await startLocalServer({
    name: 'the shop server',
    entry: join(repo, 'shop-server', 'src', 'server.ts'),
    env: { API_BASE_URL: apiBaseUrl, WEB_DIST: webDist, PORT: new URL(url).port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    readyUrls: [`${url}/readyz`],
  });
  return { url, stop: server.stop };
}

/**
 * The shop server in front of the suite's mock server for the tests of the file or describe block
 * that calls this, serving the build copy global-setup.ts gives the mock server (E2E_WEB_DIST).
 * Against a shop started elsewhere (the Docker image: scripts/docker-e2e.sh) there is no such copy,
 * and those tests are skipped. Returns a URL at the shop server's origin for a path.
 */
export function useShopServer(): (path: string) => string {
  let shop: ShopServer | undefined;
  test.beforeAll(async () => {
    const { E2E_WEB_DIST: webDist, E2E_BASE_URL: upstream } = process.env;
    if (!webDist || !upstream)
      return test.skip(
        true,
        'the shop server serves the build copy that global-setup.ts gives the mock server (E2E_WEB_DIST): a shop started elsewhere, such as the Docker image, has none here',
      );
    shop = await startShopServer({ apiBaseUrl: upstream, webDist });
  });
  test.afterAll(async () => {
    await shop?.stop();
  });
  return (path) => new URL(path, shop?.url).href;
}
