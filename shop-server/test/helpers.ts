/**
 * A shop server for a test: a built shop in a temp dir (index.html, a precompressed asset, and a
 * stand-in renderer with the real one's shape), in front of `upstream`, listening on 127.0.0.1.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { startUpstream, type UpstreamDouble } from './upstream-double.js';

export const frameHtml = '<!doctype html><title>Shop</title><div id="root"></div>';
export const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const assetJs = `console.log(${JSON.stringify('the shop '.repeat(200))});`;

/**
 * Renders `/`, a listing (`/search`, `/filter-product/x`) and a product (`/detail-view/<id>`) from
 * catalogue reads through the server's fetch; `/cart` is rendered in the browser only; `/personal`
 * asks for the cart (which the server must refuse). Gives up when its signal aborts.
 */
const standInRenderer = `
import { Readable } from 'node:stream';
const dataOf = (url) => {
  if (url === '/') return '/product-api/get-products/1/120';
  if (url.startsWith('/search') || url.startsWith('/filter-product/')) return '/product-api/get-products';
  if (url.startsWith('/detail-view/')) return '/product-api/get-product-detail/' + url.split('/')[2];
  if (url === '/personal') return '/cart-api/get-all-carts';
};
export function createShopRenderer({ template, fetch }) {
  return async ({ url, signal }) => {
    const path = dataOf(url);
    if (!path) return undefined;
    const late = new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('the data came too late')), { once: true }));
    const answer = await Promise.race([fetch('http://server-render.local' + path).then((r) => r.json()), late]);
    const list = answer.prod === null ? [] : Array.isArray(answer.prod) ? answer.prod : [answer.prod];
    const items = list.map((p) => '<li>' + p.content.title + ' ₹' + p.content.price.sell_price + '</li>').join('');
    return { status: 200, language: 'en', body: Readable.from([template.replace('<div id="root"></div>', '<div id="root"><ul>' + items + '</ul></div>')]) };
  };
}
`;

const files: Record<string, string | Uint8Array> = {
  'dist/index.html': frameHtml,
  'dist/.vite/manifest.json': '{}',
  'dist/assets/shop-abc123.js': assetJs,
  'dist/assets/shop-abc123.js.br': brotliCompressSync(assetJs),
  'dist-server/entry-server.mjs': standInRenderer,
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

export interface TestShop {
  url: string;
  logs: Record<string, unknown>[];
  /** Resolves once the warm-up has ended (/readyz answers 200). */
  ready(): Promise<void>;
}

export async function startShop(options: Omit<AppOptions, 'webDist'>): Promise<TestShop> {
  const root = mkdtempSync(join(tmpdir(), 'shop-server-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const logs: Record<string, unknown>[] = [];
  const app = await buildApp({
    warmUp: { pages: [] },
    ...options,
    webDist: join(root, 'dist'),
    logger: {
      level: 'info',
      stream: { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  cleanups.push(
    () => rmSync(root, { recursive: true, force: true }),
    () => app.close(),
  );
  return {
    url,
    logs,
    async ready() {
      while ((await fetch(`${url}/readyz`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** A GET's status, headers, body and how long it took, in ms. */
export async function timedGet(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started };
}

export const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The upstream double, stopped after the test (a test may stop it sooner: asleep). */
export async function upstreamDouble(options: Parameters<typeof startUpstream>[0] = {}): Promise<UpstreamDouble> {
  const upstream = await startUpstream(options);
  cleanups.push(() => upstream.stop().catch(() => undefined));
  return upstream;
}
