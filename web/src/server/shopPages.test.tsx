// @vitest-environment node
/**
 * The renderer both servers mount (./shopPages.ts), in a bare Fastify app whose pages draw their
 * data from a stand-in `api`: what a page holds, the bounds that keep any request from holding the
 * server, languages side by side, the cache headers, the status and the title.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../test/products';
import type { Product } from '../lib/api';
import type { ShopApi, ShopPagesOptions } from './contract';
import { shopPages } from './shopPages';

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rupee Storefront</title></head><body><div id="root"></div></body></html>';
const browser = { accept: 'text/html' };

const catalogue = (size: number) =>
  Array.from({ length: size }, (_, i) => makeProduct({ n: i + 1, category: i % 2 ? 'Electronics' : 'Beauty' }));

/** The hosted API's catalogue reads, over `products`; every call is recorded with its signal. */
function catalogueApi(products: Product[], { headers = {} }: { headers?: Record<string, string> } = {}) {
  const calls: { path: string; signal: AbortSignal; clientAddress: string }[] = [];
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
  const api: ShopApi = (call, navigation) => Promise.resolve(answerFor(call, navigation));
  const answerFor = (call: Request, navigation: Parameters<ShopApi>[1]): Response => {
    const { pathname } = new URL(call.url);
    calls.push({ path: pathname, signal: call.signal, clientAddress: navigation.clientAddress });
    const page = /^\/product-api\/get-products\/(\d+)\/(\d+)$/.exec(pathname);
    if (page) {
      const [from, size] = [Number(page[1]) - 1, Number(page[2])];
      return answer({ prod: products.slice(from * size, (from + 1) * size) });
    }
    if (pathname === '/product-api/get-products') return answer({ prod: products });
    const id = /^\/product-api\/get-product-detail\/(.+)$/.exec(pathname)?.[1];
    if (id) return answer({ prod: products.find((product) => product._id === id) ?? null });
    return new Response('{"msg":"no such call"}', { status: 404 });
  };
  return { api, calls };
}

/** Resolves when `open()` is called: an answer that waits. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

/** `catalogueApi` whose answers all wait until `open()` is called. */
function gatedCatalogueApi(products: Product[]) {
  const { opened, open } = gate();
  const { api: answers, calls } = catalogueApi(products);
  const api: ShopApi = async (call, navigation) => {
    const answer = answers(call, navigation);
    await opened;
    return answer;
  };
  return { api, calls, open };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function pages(options: Partial<ShopPagesOptions> & Pick<ShopPagesOptions, 'api'>, lines?: string[]) {
  const app = Fastify({
    logger: lines ? { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } : false,
  });
  apps.push(app);
  // A page's deadline far above the first render's here (Vite transforms each screen as it is first
  // imported); the tests of the deadline set their own.
  await app.register(shopPages, { document: { template, manifest: {} }, timeoutMs: 20_000, ...options });
  return app;
}

const productsIn = (html: string) => new Set(html.match(/\/detail-view\/[0-9a-f]{24}/g) ?? []).size;

describe('shop pages', () => {
  it('renders a public screen with its data, and writes the data into the page', async () => {
    const products = catalogue(30);
    const app = await pages(catalogueApi(products));
    const response = await app.inject({ url: `/detail-view/${products[3]!._id}`, headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(products[3]!.content.price.sell_price);
    expect(response.body).toContain('id="server-state"');
    expect(response.body).toMatch(/^<!doctype html><html lang="en">/);
  });

  it("holds at most the listing's one page of products, whatever the query or the id", async () => {
    const { api } = catalogueApi(catalogue(1000));
    const app = await pages({ api });
    for (const url of [
      '/search?q=',
      '/search?q=phone',
      '/filter-product/000000000000000000nothing',
      '/search?q=&page=7',
    ]) {
      const response = await app.inject({ url, headers: browser });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('id="server-state"');
      expect(productsIn(response.body), url).toBeLessThanOrEqual(40);
      expect(response.body.length, url).toBeLessThan(100_000);
    }
    const all = await app.inject({ url: '/search?q=', headers: browser });
    expect(all.body).toContain('Showing 1 – 40 of 1,000 products');
  });

  it('reads no API answer past maxDataBytes: the frame, and the log says why', async () => {
    const lines: string[] = [];
    const { api } = catalogueApi(catalogue(500));
    const app = await pages({ api, maxDataBytes: 50_000 }, lines);
    const response = await app.inject({ url: '/search?q=', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('id="server-state"');
    expect(lines.join('')).toContain('an API answer is larger than 50000 bytes');
  });

  it('renders a bounded number at once with a bounded line; past it, the frame at once', async () => {
    const lines: string[] = [];
    const { api, calls, open } = gatedCatalogueApi(catalogue(10));
    const app = await pages({ api, maxConcurrentRenders: 1, maxQueuedRenders: 1, timeoutMs: 5000 }, lines);
    await app.ready();
    const first = app.inject({ url: '/', headers: browser });
    await expect.poll(() => calls.length).toBe(1);
    const second = app.inject({ url: '/', headers: browser });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await app.inject({ url: '/', headers: browser });
    // The third was neither rendering nor in line: the frame, while the others still wait.
    expect(third.statusCode).toBe(200);
    expect(third.body).not.toContain('id="server-state"');
    expect(lines.join('')).toContain('server rendering busy');
    open();
    for (const response of await Promise.all([first, second])) expect(response.body).toContain('id="server-state"');
  });

  it('one deadline covers the wait for a turn, the data and the render itself', async () => {
    const lines: string[] = [];
    const { api, calls } = catalogueApi(catalogue(10));
    const slow: ShopApi = async (call, navigation) => {
      const answer = api(call, navigation);
      await new Promise((resolve) => setTimeout(resolve, 400));
      return answer;
    };
    const app = await pages({ api: slow, maxConcurrentRenders: 1, timeoutMs: 250 }, lines);
    const started = performance.now();
    const [late, waiting] = await Promise.all([
      app.inject({ url: '/', headers: browser }),
      app.inject({ url: '/', headers: browser }),
    ]);
    expect(performance.now() - started).toBeLessThan(400);
    for (const response of [late, waiting]) expect(response.body).not.toContain('id="server-state"');
    expect(lines.filter((line) => line.includes('the page came too late'))).toHaveLength(2);
    // The deadline reached every data call that went out: the server can stop them (issue 38, 3).
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.signal.aborted)).toBe(true);
  });

  it("stops a page's render and its API calls when its client leaves", async () => {
    const lines: string[] = [];
    const { api, calls, open } = gatedCatalogueApi(catalogue(10));
    const app = await pages({ api, timeoutMs: 10_000 }, lines);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const leaving = httpRequest({ host: '127.0.0.1', port, path: '/', headers: browser });
    leaving.on('error', () => undefined);
    leaving.end();
    await expect.poll(() => calls.length).toBe(1);
    leaving.destroy();
    await expect.poll(() => calls[0]?.signal.aborted).toBe(true);
    await expect.poll(() => lines.join('')).toContain('the client left');
    open();
  });

  it('asks for the data as the client the navigation came from, and renders nothing for a client already gone', async () => {
    const { api, calls } = catalogueApi(catalogue(10));
    const app = Fastify();
    apps.push(app);
    // A connection reset before the navigation arrived: its socket no longer knows its peer.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.headers['x-reset'])
        Object.defineProperty(request.socket, 'remoteAddress', { value: undefined, configurable: true });
      done();
    });
    await app.register(shopPages, { document: { template, manifest: {} }, api });
    // And one that resets once the navigation has arrived: its page asks as the client all the same.
    app.addHook('preHandler', (request, _reply, done) => {
      Object.defineProperty(request.socket, 'remoteAddress', { value: undefined, configurable: true });
      done();
    });
    await app.inject({ url: '/', headers: browser, remoteAddress: '203.0.113.9' });
    expect(calls.map((call) => call.clientAddress)).toEqual(['203.0.113.9']);

    calls.length = 0;
    const gone = await app.inject({ url: '/', headers: { ...browser, 'x-reset': '1' } });
    expect(gone.body).not.toContain('id="server-state"');
    expect(calls).toEqual([]);
  });

  it('renders two languages at once, each in its own (no turns on one Lingui instance)', async () => {
    const { opened, open } = gate();
    const { api: answers } = catalogueApi(catalogue(10));
    let waiting = 0;
    const api: ShopApi = async (call, navigation) => {
      waiting += 1;
      await opened;
      return answers(call, navigation);
    };
    const app = await pages({ api });
    const pairs = await (async () => {
      const renders = (['en', 'hi', 'en', 'hi'] as const).map((language) =>
        app
          .inject({ url: '/plus', headers: { ...browser, cookie: `lang=${language}` } })
          .then((r) => [language, r] as const),
      );
      const homes = (['hi', 'en'] as const).map((language) =>
        app
          .inject({ url: '/', headers: { ...browser, 'accept-language': language } })
          .then((r) => [language, r] as const),
      );
      await expect.poll(() => waiting).toBe(2);
      open();
      return Promise.all([...renders, ...homes]);
    })();
    const login = { en: '>Login<', hi: 'लॉग इन' };
    for (const [language, response] of pairs) {
      const other = language === 'en' ? 'hi' : 'en';
      expect(response.headers['content-language']).toBe(language);
      expect(response.body).toContain(`<html lang="${language}"`);
      expect(response.body).toContain(login[language]);
      expect(response.body).not.toContain(login[other]);
    }
  });

  it('lets shared caches keep a public page for a shopper without a session, never with one', async () => {
    const { api } = catalogueApi(catalogue(10));
    const app = await pages({ api, sharedCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 300 } });
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('set-cookie', 'tracker=1');
      done(null, payload);
    });
    const anonymous = await app.inject({ url: '/', headers: { ...browser, cookie: 'lang=en' } });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    expect(anonymous.headers.vary).toBe('Accept-Language, Cookie');
    const signedIn = await app.inject({
      url: '/',
      headers: { ...browser, cookie: `token=abc; user=${encodeURIComponent('{"firstname":"Asha"}')}` },
    });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    // Drawn signed out all the same: who is signed in is drawn after hydration.
    expect(signedIn.body).not.toContain('Asha');
    expect(signedIn.body.replace(/"[^"]*server-state[\s\S]*$/, '')).toBe(
      anonymous.body.replace(/"[^"]*server-state[\s\S]*$/, ''),
    );
  });

  it('with pageCache, renders a public page once for many shoppers of a language, with each one its own headers', async () => {
    const products = catalogue(30);
    const { api, calls } = catalogueApi(products);
    const app = await pages({ api, pageCache: { freshMs: 60_000, maxBytes: 8 * 1024 * 1024 } });
    const url = `/detail-view/${products[3]!._id}`;
    const first = await app.inject({ url, headers: browser });
    const readsForOne = calls.length;
    const again = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ url, headers: { ...browser, cookie: 'token=abc' } })),
    );
    expect(calls).toHaveLength(readsForOne);
    for (const response of again) {
      expect(response.body).toBe(first.body);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const hindi = await app.inject({ url, headers: { ...browser, 'accept-language': 'hi' } });
    expect(calls.length).toBeGreaterThan(readsForOne);
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.body).toMatch(/<html lang="hi"/);
  });

  it('without pageCache (the default), every navigation reads its data', async () => {
    const products = catalogue(30);
    const { api, calls } = catalogueApi(products);
    const app = await pages({ api });
    const url = `/detail-view/${products[3]!._id}`;
    await app.inject({ url, headers: browser });
    const readsForOne = calls.length;
    await app.inject({ url, headers: browser });
    expect(calls).toHaveLength(2 * readsForOne);
  });

  it('keeps a page private when an answer it was drawn from is private', async () => {
    const { api } = catalogueApi(catalogue(10), { headers: { 'cache-control': 'private' } });
    const app = await pages({ api });
    const response = await app.inject({ url: '/', headers: browser });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const content = await app.inject({ url: '/plus', headers: browser });
    expect(content.headers['cache-control']).toMatch(/^public/);
  });

  it("answers 404 with the layout and the not-found words in the shopper's language, and the page's title", async () => {
    const { api, calls } = catalogueApi(catalogue(10));
    const app = await pages({ api });
    const response = await app.inject({ url: '/no/such/page', headers: { ...browser, 'accept-language': 'hi-IN' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="hi"');
    expect(response.body).toContain('ऐप में अनचाही गड़बड़ी!');
    expect(response.body).toMatch(/<a [^>]*href="\/"[^>]*>होम पेज पर जाएँ<\/a>/);
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).toContain('<title>पेज नहीं मिला · Rupee Storefront</title>');
    expect(calls).toEqual([]);
  });

  it('answers the frame for a screen it does not render, HEAD without rendering, and passes on what is no navigation', async () => {
    const { api, calls } = catalogueApi(catalogue(10));
    const app = await pages({
      api,
      isPagePath: (path) => !path.startsWith('/product-api'),
      notFound: (_request, reply) => reply.code(404).send({ msg: 'none' }),
    });
    const cart = await app.inject({ url: '/view-carts', headers: browser });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('no-cache');
    expect(cart.body).toContain('<!--shell-->');
    const head = await app.inject({ method: 'HEAD', url: '/', headers: browser });
    expect(head.statusCode).toBe(200);
    expect(calls).toEqual([]);
    expect((await app.inject({ url: '/product-api/x', headers: browser })).json()).toEqual({ msg: 'none' });
    expect((await app.inject({ url: '/', headers: { accept: '*/*' } })).json()).toEqual({ msg: 'none' });
  });
});
