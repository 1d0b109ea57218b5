// @vitest-environment node
/**
 * One page rendered (./renderPage.tsx) from route tables of the tests' own: the deadline stops a
 * render that never finishes, the screen's `<title>` becomes the page's, a catch-all route answers
 * 404, and every render reads the Lingui instance of its own language (./linguiCore.ts); and the
 * shop's own routes: the URL alone says a page's language (`/hi/...`), and its links stay in it.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { hostedProducts } from '../test/products';
import { i18nFor } from './i18n';
import { createPageRenderer, type RenderInput } from './renderPage';
import { renderScope } from './renderScope';

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rupee Storefront</title></head><body><div id="root"></div></body></html>';
const document = { template, manifest: {}, publicUrl: 'https://shop.example.in' };

const request = (url: string, signal = AbortSignal.timeout(5000)): RenderInput => ({
  url,
  callApi: () => Promise.reject(new Error('no API here')),
  signal,
});

/** The catalogue's reads, answered from the hosted API's records. */
const catalogueApi: RenderInput['callApi'] = (call) => {
  const { pathname } = new URL(call.url);
  const detail = /\/get-product-detail\/([^/]+)$/.exec(pathname);
  const page = /\/get-products\/(\d+)\/(\d+)$/.exec(pathname);
  const prod = detail
    ? (hostedProducts.find((product) => product._id === detail[1]) ?? null)
    : page
      ? hostedProducts.slice((Number(page[1]) - 1) * Number(page[2]), Number(page[1]) * Number(page[2]))
      : hostedProducts;
  return Promise.resolve(Response.json({ prod }, { headers: { 'cache-control': 'public, max-age=60' } }));
};

const shopRequest = (url: string): RenderInput => ({ ...request(url), callApi: catalogueApi });

/** The `href`s of a page's links, in its root element (the page's head names every language). */
const linksOf = (html: string) =>
  [...(html.split('<div id="root">')[1] ?? '').matchAll(/<a [^>]*?href="([^"]*)"/g)].map((match) => match[1]!);

const Never = lazy(() => new Promise<never>(() => undefined));

describe('a rendered page', () => {
  it('stops a render that does not finish by its deadline (the deadline covers the render itself)', async () => {
    const renderer = createPageRenderer(document, [
      {
        path: '/',
        element: (
          <Suspense fallback="waiting">
            <Never />
          </Suspense>
        ),
        handle: { serverRendered: true },
      },
    ]);
    const started = performance.now();
    await expect(renderer.render(request('/', AbortSignal.timeout(200)))).rejects.toThrow(/timeout/i);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("puts the screen's <title> in the head, in place of the template's", async () => {
    const renderer = createPageRenderer(document, [
      {
        path: '/',
        element: (
          <main>
            <title>Mobiles | Rupee Storefront</title>
            <h1>Mobiles</h1>
          </main>
        ),
        handle: { serverRendered: true },
      },
    ]);
    const page = await renderer.render(request('/'));
    expect(page.html).toContain('<head><meta charset="utf-8"><title>Mobiles | Rupee Storefront</title>');
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.html).toContain('<div id="root"><main><h1>Mobiles</h1></main></div>');
  });

  it('answers 404 with the route table’s own not-found screen when it has one', async () => {
    const renderer = createPageRenderer(document, [
      { path: '/', element: <p>home</p>, handle: { serverRendered: true } },
      { path: '*', element: <p>nothing here</p> },
    ]);
    const page = await renderer.render(request('/gone'));
    expect(page.status).toBe(404);
    expect(page.html).toContain('<p>nothing here</p>');
  });
});

describe('languages side by side', () => {
  it('gives every `i18n` read the instance of the render it runs in, across awaits', async () => {
    const [english, hindi] = await Promise.all([i18nFor('en'), i18nFor('hi')]);
    const login = msg`Login`;
    const read = async (ms: number) => {
      const before = i18n._(login);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return [before, i18n._(login), i18n.locale];
    };
    const [inEnglish, inHindi] = await Promise.all([
      renderScope.run({ i18n: english, callApi: () => Promise.reject(new Error('none')) }, () => read(30)),
      renderScope.run({ i18n: hindi, callApi: () => Promise.reject(new Error('none')) }, () => read(10)),
    ]);
    expect(inEnglish).toEqual(['Login', 'Login', 'en']);
    expect(inHindi).toEqual(['लॉग इन', 'लॉग इन', 'hi']);
  });
});

describe("a page of the shop's, in the language of its URL", () => {
  const product = hostedProducts[0]!;
  const renderer = createPageRenderer(document);

  it('renders /hi/detail-view/<id> in Hindi, its links under /hi/', async () => {
    const page = await renderer.render(shopRequest(`/hi/detail-view/${product._id}`));
    expect(page.status).toBe(200);
    expect(page.kind).toBe('page');
    expect(page.language).toBe('hi');
    expect(page.html).toMatch(/<html lang="hi"/);
    expect(page.html).toContain('लॉग इन');
    expect(page.html).toContain(product.content.price.sell_price);
    const shopLinks = linksOf(page.html).filter((href) => href.startsWith('/'));
    expect(shopLinks.length).toBeGreaterThan(10);
    // The switcher's links lead to the same page in each language; every other link stays in Hindi.
    const switcher = new Set(
      ['en', 'hi', 'mr', 'bn', 'ta', 'te'].map(
        (code) => `${code === 'en' ? '' : `/${code}`}/detail-view/${product._id}`,
      ),
    );
    expect(shopLinks.filter((href) => !switcher.has(href) && !href.startsWith('/hi/'))).toEqual([]);
    expect(shopLinks).toContain('/hi/');
    expect(shopLinks).toContain(`/detail-view/${product._id}`);
  });

  it('renders a root URL in English, whatever this browser chose before (the URL is all it reads)', async () => {
    expect(renderer.languageOf({ url: `/detail-view/${product._id}` })).toBe('en');
    expect(renderer.languageOf({ url: '/ta/view-carts?x=1' })).toBe('ta');
    expect(renderer.languageOf({ url: '/fr/view-carts' })).toBe('en');
    const page = await renderer.render(shopRequest(`/detail-view/${product._id}`));
    expect(page.language).toBe('en');
    expect(page.html).toMatch(/<html lang="en"/);
    expect(page.html).toContain('>Login<');
    expect(linksOf(page.html).filter((href) => /^\/hi(\/|$)/.test(href))).toEqual([`/hi/detail-view/${product._id}`]);
  });

  it('draws /hi as the Hindi home page, /hi/', async () => {
    const page = await renderer.render(shopRequest('/hi'));
    expect(page.status).toBe(200);
    expect(page.language).toBe('hi');
    expect(linksOf(page.html)).toContain('/hi/plus');
  });

  it("gives a screen the browser draws the frame in its URL's language, its links in it", async () => {
    const page = await renderer.render(shopRequest('/mr/view-carts'));
    expect(page.kind).toBe('frame');
    expect(page.language).toBe('mr');
    expect(page.html).toMatch(/<html lang="mr"/);
    expect(linksOf(page.html)).toContain('/mr/plus');
  });
});
