/**
 * The shop server (shop-server/, decision 022) for a browser test: started from its sources on a
 * free loopback port in front of `apiBaseUrl`, serving `webDist` (a build with its renderer,
 * dist-server, beside it), and ready once /readyz says its catalogue cache is warm.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
