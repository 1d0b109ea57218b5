import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRenderer, readShopDocument, rendererEntryOf, shopFilesPlugin } from '../src/shop-files.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A built shop in a temporary folder: web/dist (index.html, a manifest, one asset) and, if given, its renderer. */
function builtShop(renderer?: string) {
  const root = mkdtempSync(join(tmpdir(), 'server-kit-shop-'));
  roots.push(root);
  const webDist = join(root, 'web', 'dist');
  mkdirSync(join(webDist, '.vite'), { recursive: true });
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
  if (renderer !== undefined) {
    mkdirSync(join(root, 'web', 'dist-server'));
    writeFileSync(join(root, 'web', 'dist-server', 'entry-server.mjs'), renderer);
  }
  return webDist;
}

describe('the renderer loader', () => {
  it('finds the renderer’s build beside web/dist', () => {
    expect(rendererEntryOf(join('/srv', 'web', 'dist'))).toBe(join('/srv', 'web', 'dist-server', 'entry-server.mjs'));
  });

  it('loads a build that exports the function asked for', async () => {
    const webDist = builtShop('export function render() { return "<p>hi</p>"; }');
    const module = await loadRenderer<{ render: () => string }>(webDist, 'render');
    expect('off' in module ? module.off : module.render()).toBe('<p>hi</p>');
  });

  it('says why there is none: no build, no such export, or a build that throws', async () => {
    const why = async (renderer: string | undefined) => {
      const loaded = await loadRenderer<{ render: unknown }>(builtShop(renderer), 'render');
      return 'off' in loaded ? loaded.off : 'loaded';
    };
    expect(await why(undefined)).toMatch(/^no renderer build at .*entry-server\.mjs$/);
    expect(await why('export const render = 1;')).toMatch(/entry-server\.mjs exports no render$/);
    expect(await why('throw new Error("broken build");')).toBe('broken build');
  });

  it('reads the page template and the manifest', async () => {
    const document = await readShopDocument(builtShop());
    expect(document.template).toContain('<div id="root">');
    expect(document.manifest).toEqual({ 'index.html': { file: 'assets/index-abc123.js' } });
  });
});

describe('shopFilesPlugin', () => {
  it('serves hashed assets for a year and other files revalidated, and leaves / to the server', async () => {
    const app = Fastify();
    await app.register(shopFilesPlugin, { root: builtShop() });
    app.get('/', async () => 'the shop’s own route');
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/' })).body).toBe('the shop’s own route');
    await app.close();
  });

  it('serves no dot-file and nothing under a dot-directory (the build’s .vite/manifest.json)', async () => {
    const root = builtShop();
    writeFileSync(join(root, '.env'), 'SECRET=1');
    writeFileSync(join(root, 'assets', '.hidden.js'), 'console.log(2)');
    const app = Fastify();
    await app.register(shopFilesPlugin, { root });
    for (const url of ['/.vite/manifest.json', '/.env', '/assets/.hidden.js', '/%2evite/manifest.json'])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    expect((await app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    await app.close();
  });
});
