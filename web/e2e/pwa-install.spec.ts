/**
 * The installable shop: the manifest is linked and complete, its PNG icons load at their stated
 * sizes, Chromium reports no installability error, and a newly deployed version is offered with
 * "New version available: Reload" (never while the shopper is in the cart) and takes over on Reload.
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { paths } from '../src/lib/paths';
import { expect, test } from './fixtures';
import { untilControlled } from './serviceWorker';

test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest is linked and complete, its icons load, and Chromium counts the shop installable', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto(paths.home);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Rupee Storefront',
    short_name: 'RupeeStore',
    start_url: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }

  // Chromium never installs from an incognito profile, which every test context is: ask a real one.
  const profile = mkdtempSync(join(tmpdir(), 'e2e-install-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    serviceWorkers: 'allow',
  });
  try {
    const shop = browser.pages()[0] ?? (await browser.newPage());
    await shop.goto(new URL(paths.home, baseURL).href);
    await untilControlled(shop);
    const cdp = await browser.newCDPSession(shop);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/**
 * Writes the worker as a deployment would: sw.js and the brotli and gzip copies the build made beside
 * it (the server sends those to browsers that take them, web/build/precompress.ts).
 */
function deployWorker(swFile: string, text: string) {
  writeFileSync(swFile, text);
  if (existsSync(`${swFile}.br`)) writeFileSync(`${swFile}.br`, brotliCompressSync(text));
  if (existsSync(`${swFile}.gz`)) writeFileSync(`${swFile}.gz`, gzipSync(text));
}

// Through the shop server (issue 46's one host) the new worker's offer never shows within 30 s here; through the
// mock server it did. Open: the shop server's answer to the worker's update check or precache is the suspect.
test('a new deployment offers "New version available: Reload", waits while the shopper is in the cart, and takes over on Reload', async ({
  page,
}) => {
  const served = process.env.E2E_WEB_DIST;
  if (!served) throw new Error('E2E_WEB_DIST is not set: run through playwright.config.ts');
  const swFile = join(served, 'sw.js');
  const deployed = readFileSync(swFile, 'utf8');
  const prompt = page.getByRole('status').filter({ hasText: 'New version available' });

  await page.goto(paths.home);
  await untilControlled(page);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

  // The next deployment: the same worker with a new precache revision for the app shell, exactly
  // what a rebuild with a changed index.html produces.
  const shell = /"revision":"([0-9a-f]+)","url":"index\.html"/;
  expect(deployed, 'the worker precaches index.html with a revision').toMatch(shell);
  deployWorker(swFile, deployed.replace(shell, '"revision":"0000000000000000000000000000beef","url":"index.html"'));
  try {
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(
      page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))),
    ).resolves.toBe(true);

    // In the cart (where checkout starts) the offer waits; code is never swapped under a shopper.
    await page.getByRole('link', { name: /^Cart, / }).click();
    await expect(page).toHaveURL(/\/view-carts$/);
    await expect(page.getByRole('heading', { name: 'Card is empty' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await page.goBack();
    await expect(prompt).toBeVisible();

    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(prompt).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
  } finally {
    deployWorker(swFile, deployed);
  }
});
