/**
 * The server renderer as the mock server uses it (routes/static/server-render.ts): a navigation to
 * a screen gets what the renderer streams, with its data asked through this server; a renderer that
 * throws, whose data is late, or that renders nothing leaves the browser with index.html (never a
 * 500, never a hang), and a failure is logged once. The renderer here is a stand-in module with
 * the real one's shape; the browser suite renders the real shop (web/e2e/server-rendering.spec.ts).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, builtStorefront, shopIndexHtml } from '../helpers.js';

const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** Renders `/` from an API answer, throws on /throws, waits for the deadline on /slow, skips the rest. */
const standInRenderer = `
import { Readable } from 'node:stream';
export function createShopRenderer({ template, fetch }) {
  return async ({ url, cookie, acceptLanguage, signal }) => {
    if (url === '/throws') throw new Error('the screen broke');
    if (url === '/slow') await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('the data came too late'))));
    if (url !== '/') return undefined;
    const answer = await (await fetch('http://server-render.local/product-api/get-products/1/1')).json();
    const product = answer.prod[0];
    const page = template.replace('<div id="root"></div>',
      '<div id="root"><h2>' + product.content.title + '</h2><p>' + product.content.price.sell_price + '</p><img src="' + product.url + '"><p>' + (cookie ?? '') + '|' + (acceptLanguage ?? '') + '</p></div>');
    return { status: 200, language: 'en', body: Readable.from([page]) };
  };
}
`;

const webRoot = builtStorefront('mock-server-ssr-', {
  'dist/index.html': shopIndexHtml,
  'dist/.vite/manifest.json': '{}',
  'dist-server/entry-server.mjs': standInRenderer,
});

async function appWithRenderer(lines: Record<string, unknown>[] = []) {
  return buildTestApp({
    webDist: join(webRoot(), 'dist'),
    serverRendering: { entry: join(webRoot(), 'dist-server', 'entry-server.mjs'), timeoutMs: 300 },
    logger: {
      level: 'warn',
      stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
}

describe('pages rendered on the server', () => {
  it('answers a navigation with the rendered page, its data asked through this server for the same host', async () => {
    const app = await appWithRenderer();
    const product = app.store.catalog.at(0);
    const response = await app.inject({
      url: '/',
      headers: { ...browser, host: 'shop.example:8080', cookie: 'lang=hi', 'accept-language': 'hi-IN' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<h2>${product?.content.title ?? '?'}</h2>`);
    expect(response.body).toContain(`<p>${product?.content.price.sell_price ?? '?'}</p>`);
    // Image URLs come out for the browser's host, as its own API call would give them.
    expect(response.body).toContain(`<img src="http://shop.example:8080/images/products/${product?._id ?? '?'}/`);
    expect(response.body).toContain('<p>lang=hi|hi-IN</p>');
  });

  it('marks the page as personal to the cookies and language it was rendered for', async () => {
    const app = await appWithRenderer();
    const response = await app.inject({ url: '/', headers: browser });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/);
    expect(response.headers.vary).toMatch(/accept-language/);
  });

  it('answers index.html, and logs once, when the renderer throws or its data is late', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appWithRenderer(lines);
    for (const url of ['/throws', '/slow']) {
      const response = await app.inject({ url, headers: browser });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(shopIndexHtml);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const failures = lines.filter((line) => String(line.msg).startsWith('server rendering failed'));
    expect(failures.map((line) => line.reason)).toEqual(['the screen broke', 'the data came too late']);
  });

  it('answers index.html for a screen the renderer does not render, without logging a failure', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appWithRenderer(lines);
    const response = await app.inject({ url: '/account/orders', headers: browser });
    expect(response.body).toBe(shopIndexHtml);
    expect(lines.filter((line) => String(line.msg).startsWith('server rendering failed'))).toEqual([]);
  });

  it('never renders for API calls or for clients that do not ask for HTML', async () => {
    const app = await appWithRenderer();
    const api = await app.inject({ url: '/product-api/get-products/1/1', headers: browser });
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    const script = await app.inject({ url: '/', headers: { accept: 'application/json' } });
    expect(script.body).not.toContain('<h2>');
  });

  it('serves every page client-rendered when the renderer cannot be loaded', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await buildTestApp({
      webDist: join(webRoot(), 'dist'),
      serverRendering: { entry: join(webRoot(), 'dist', 'index.html'), timeoutMs: 300 },
      logger: {
        level: 'warn',
        stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    });
    const response = await app.inject({ url: '/', headers: browser });
    expect(response.body).toBe(shopIndexHtml);
    expect(lines.some((line) => line.msg === 'server rendering is off')).toBe(true);
  });
});
