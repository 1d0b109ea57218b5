/**
 * A shop server for a test: a built shop in a temp dir (index.html, a precompressed asset, and the
 * shop's real server renderer, built from web/src by the global setup), in front of `upstream`,
 * listening on 127.0.0.1.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { products, startUpstream, type UpstreamDouble } from './upstream-double.js';

/** The build's index.html, as the renderer needs it: a head, a title and the root element. */
const pageTemplate =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rupee Storefront</title></head><body><div id="root"></div></body></html>';
export const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const assetJs = `console.log(${JSON.stringify('the shop '.repeat(200))});`;

/** The products whose prices a page shows (of the hosted API records the upstream double serves). */
export const pricesIn = (html: string) => products.filter((product) => html.includes(product.content.price.sell_price));

const files: Record<string, string | Uint8Array> = {
  'dist/index.html': pageTemplate,
  'dist/.vite/manifest.json': '{}',
  'dist/assets/shop-abc123.js': assetJs,
  'dist/assets/shop-abc123.js.br': brotliCompressSync(assetJs),
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

/** What the tests' shops are reached at unless a test says otherwise: the shop server's own default address. */
export const testPublicUrl = 'http://localhost:8080';

/** `renderer: false`: a build without its server renderer (every screen then drawn in the browser). */
export async function startShop({
  renderer = true,
  publicUrl = testPublicUrl,
  ...options
}: Omit<AppOptions, 'webDist' | 'publicUrl'> & { publicUrl?: string; renderer?: boolean }): Promise<TestShop> {
  const root = mkdtempSync(join(tmpdir(), 'shop-server-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  if (renderer) {
    mkdirSync(join(root, 'dist-server'));
    symlinkSync(inject('rendererEntry'), join(root, 'dist-server', 'entry-server.mjs'));
  }
  const logs: Record<string, unknown>[] = [];
  const app = await buildApp({
    warmUp: { pages: [] },
    publicUrl,
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
