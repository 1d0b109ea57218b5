/**
 * The shop server's pages (src/pages/route.ts) on a bare Fastify app, for the tests of their
 * bounds and their cache: the shop's real renderer (built by renderer-setup.ts) in a build of the
 * test's own, its pages' data from a stand-in `api` the test controls (answers that wait, private
 * answers, answers too large, each call recorded with its signal), which the whole server
 * (helpers.ts, in front of the upstream double) cannot play.
 */
import fastifyAccepts from '@fastify/accepts';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, inject } from 'vitest';
import type { ShopApi } from 'web/server/contract';
import { pageRoutes, type PageRoutesOptions } from '../src/pages/route.js';
import { builtShop, type ShopFiles } from '../src/shop-files.js';
import { testPublicUrl } from './helpers.js';
import { products } from './upstream-double.js';

export const browser = { accept: 'text/html' };

export type Product = (typeof products)[number];

/** `size` products: the hosted API's records over and over, each copy with an id of its own. */
export const catalogueOf = (size: number): Product[] =>
  Array.from({ length: size }, (_, i) => {
    const record = products[i % products.length]!;
    return { ...record, _id: `${record._id.slice(0, 16)}${i.toString(16).padStart(8, '0')}` };
  });

export interface ApiCall {
  path: string;
  signal: AbortSignal;
}

/**
 * The hosted API's catalogue reads over `catalogue`, each answer with `headers` (a private one, say)
 * and, if given, `body` in place of its own (one too large, say); every call is recorded.
 */
export function standInApi(
  catalogue: Product[],
  { headers = {}, body }: { headers?: Record<string, string>; body?: (path: string) => string | undefined } = {},
) {
  const calls: ApiCall[] = [];
  const json = (path: string, value: unknown) =>
    new Response(body?.(path) ?? JSON.stringify(value), {
      headers: { 'content-type': 'application/json', ...headers },
    });
  const api: ShopApi = async (call) => {
    const { pathname } = new URL(call.url);
    calls.push({ path: pathname, signal: call.signal });
    const page = /^\/product-api\/get-products\/(\d+)\/(\d+)$/.exec(pathname);
    if (page) {
      const [from, size] = [Number(page[1]) - 1, Number(page[2])];
      return json(pathname, { prod: catalogue.slice(from * size, (from + 1) * size) });
    }
    if (pathname === '/product-api/get-products') return json(pathname, { prod: catalogue });
    const id = /^\/product-api\/get-product-detail\/(.+)$/.exec(pathname)?.[1];
    if (id) return json(pathname, { prod: catalogue.find((product) => product._id === id) ?? null });
    return new Response('{"msg":"no such call"}', { status: 404 });
  };
  return { api, calls };
}

/** Resolves `opened` when `open()` is called: answers that wait. */
export function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

/** `standInApi` whose answers all wait until `open()` is called. */
export function gatedApi(catalogue: Product[]) {
  const { opened, open } = gate();
  const { api: answers, calls } = standInApi(catalogue);
  const api: ShopApi = async (call) => {
    const answer = answers(call);
    await opened;
    return answer;
  };
  return { api, calls, open };
}

/** The page of a render that did not happen: the frame has no state for the browser. */
export const isFrame = (html: string) => !html.includes('id="server-state"');

let shop: Promise<ShopFiles> | undefined;
let root: string | undefined;
/** A build of the shop of its own: the renderer's build and an index.html with a head, a title and the root element. */
export function testShop(): Promise<ShopFiles> {
  if (shop) return shop;
  root = mkdtempSync(join(tmpdir(), 'shop-server-pages-'));
  const files = {
    'dist/index.html':
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rupee Storefront</title></head><body><div id="root"></div></body></html>',
    'dist/.vite/manifest.json': '{}',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  mkdirSync(join(root, 'dist-server'));
  symlinkSync(inject('rendererEntry'), join(root, 'dist-server', 'entry-server.mjs'));
  shop = builtShop(join(root, 'dist'), testPublicUrl);
  return shop;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

export interface PagesAppOptions extends Partial<Omit<PageRoutesOptions, 'api'>> {
  api: ShopApi;
  /** The log's lines at warn and above, parsed. */
  logs?: Record<string, unknown>[];
  /** Hooks of the test's own, added before the pages. */
  before?: (app: FastifyInstance) => void;
}

/** The pages on a bare app: no page kept unless `pageCache` says so; a deadline far above a first render's. */
export async function pagesApp({ api, logs, before, ...options }: PagesAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logs
      ? {
          level: 'warn',
          stream: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
        }
      : false,
  });
  apps.push(app);
  await app.register(fastifyAccepts);
  before?.(app);
  await app.register(pageRoutes, {
    shop: await testShop(),
    api,
    isPagePath: (path) => !path.startsWith('/product-api'),
    notFound: (_request, reply) => reply.code(404).send({ msg: 'none' }),
    renderTimeoutMs: 20_000,
    pageCache: false,
    ...options,
  });
  return app;
}

/** Whether a log line says `text`, in its message or its reason. */
export const says = (logs: Record<string, unknown>[], text: string) =>
  logs.filter((line) => `${String(line.msg)} ${String(line.reason)}`.includes(text));
