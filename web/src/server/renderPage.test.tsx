// @vitest-environment node
/**
 * One page rendered (./renderPage.tsx) from route tables of the tests' own: the deadline stops a
 * render that never finishes, the screen's `<title>` becomes the page's, a catch-all route answers
 * 404, and every render reads the Lingui instance of its own language (./linguiCore.ts).
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18n';
import { createPageRenderer, type RenderInput } from './renderPage';
import { renderScope } from './renderScope';

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rupee Storefront</title></head><body><div id="root"></div></body></html>';
const document = { template, manifest: {} };

const request = (url: string, signal = AbortSignal.timeout(5000)): RenderInput => ({
  url,
  cookies: new Map(),
  acceptLanguage: undefined,
  callApi: () => Promise.reject(new Error('no API here')),
  signal,
});

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
