/**
 * A shop without the order calls, as the hosted API is: the suite's build (E2E_WEB_DIST) served by a
 * shop server of its own, in front of a proxy of the suite's mock server (E2E_API_URL) that answers
 * every `/order-api/` call 404, as the mock server's proxy mode answers the calls the hosted API
 * lacks (decision 018). The shop server's renders of a signed-in shopper's pages meet the 404 as the
 * browser's calls do, so a test of a store that takes no orders sees what its shoppers would.
 * Accounts, carts and the catalogue are the mock server's: a session of the suite's shop works here.
 */
import { createServer, request as forward, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts, startLocalServer } from './localServer';

const shopServerEntry = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shop-server', 'src', 'server.ts');

export interface ShopWithoutOrderCalls {
  /** The shop's origin (another port of this machine: the session cookie of the suite's shop is sent to it). */
  url: string;
  stop(): Promise<void>;
}

/** The mock server at `api`, but for the order calls, answered as a server that lacks them. */
function proxyWithoutOrderCalls(api: string): Server {
  return createServer((asked, answer) => {
    const path = asked.url ?? '/';
    if (path.startsWith('/order-api/')) {
      answer.writeHead(404, { 'content-type': 'application/json' });
      answer.end(JSON.stringify({ status: false, msg: `Cannot ${asked.method ?? 'GET'} ${path}` }));
      return;
    }
    const call = forward(new URL(path, api), { method: asked.method, headers: asked.headers }, (upstream) => {
      answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(answer);
    });
    call.on('error', () => answer.destroy());
    asked.pipe(call);
  });
}

export async function startShopWithoutOrderCalls(): Promise<ShopWithoutOrderCalls> {
  const api = process.env.E2E_API_URL;
  const webDist = process.env.E2E_WEB_DIST;
  if (!api || !webDist) throw new Error('E2E_API_URL and E2E_WEB_DIST are not set: run through playwright.config.ts');
  const [proxyPort, shopPort] = await freePorts(2);
  const proxy = proxyWithoutOrderCalls(api);
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${shopPort}`;
  const closeProxy = () =>
    new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      proxy.closeAllConnections();
    });
  try {
    const shop = await startLocalServer({
      name: 'the shop server without the order calls',
      entry: shopServerEntry,
      env: {
        PORT: String(shopPort),
        HOST: '127.0.0.1',
        API_BASE_URL: `http://127.0.0.1:${proxyPort}`,
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        // As the suite's shop: every read reaches the upstream, every page is rendered anew.
        PAGE_CACHE_SECONDS: '0',
        CACHE_SECONDS: '0',
        // Its metrics on a free port: never the default another shop server may hold.
        METRICS_PORT: '0',
      },
      readyUrls: [`${url}/readyz`],
    });
    return { url, stop: () => shop.stop().then(closeProxy) };
  } catch (error) {
    await closeProxy();
    throw error;
  }
}
