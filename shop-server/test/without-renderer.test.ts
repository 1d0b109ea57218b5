/**
 * The shop without its server renderer's build: every screen is drawn in the browser from
 * index.html, and the log says why once; what is no page is still a JSON 404.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { browser, startShop, testPublicUrl, timedGet, upstreamDouble } from './helpers.js';

describe('without the renderer’s build', () => {
  it('answers every client route with index.html, and says once that server rendering is off', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, renderer: false });
    for (const path of ['/', '/detail-view/prod-1', '/view-carts', '/login?next=%2Fview-carts']) {
      const page = await timedGet(`${shop.url}${path}`, browser);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('<div id="root"></div>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    expect(
      shop.logs.filter((line) => line.msg === 'server rendering is off: every screen is client-rendered'),
    ).toHaveLength(1);
  });

  it('gives API paths, missing files and tools a JSON 404, never the page', async () => {
    const upstream = await upstreamDouble();
    const shop = await startShop({ apiBaseUrl: upstream.url, renderer: false });
    for (const [path, headers] of [
      // As a browser asks for a script and a picture.
      ['/assets/missing-abc.js', { accept: '*/*' }],
      ['/images/none.png', { accept: 'image/avif,image/webp,*/*' }],
      ['/docs', browser],
      ['/detail-view/prod-1', { accept: 'application/json' }],
    ] as const) {
      const answer = await timedGet(`${shop.url}${path}`, headers);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body), path).toEqual({ status: false, msg: 'Not found' });
    }
  });

  it('refuses to start without a built shop, saying how to build it', async () => {
    await expect(
      buildApp({ apiBaseUrl: 'http://127.0.0.1:9', webDist: '/nonexistent/web/dist', publicUrl: testPublicUrl }),
    ).rejects.toThrow(/npm run build/);
  });
});
