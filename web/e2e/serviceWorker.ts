/**
 * Helpers for the specs about the installable, offline-capable shop (pwa-*.spec.ts). Those specs
 * allow service workers (playwright.config.ts blocks them for every other spec).
 */
import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface CatalogueProduct {
  _id: string;
  url: string;
  content: { title: string };
}

export async function someProducts(request: APIRequestContext, count: number): Promise<CatalogueProduct[]> {
  const response = await request.get(`/product-api/get-products/1/${count}`);
  expect(response.ok()).toBe(true);
  const { prod } = (await response.json()) as { prod: CatalogueProduct[] };
  expect(prod.length).toBe(count);
  return prod;
}

/** Waits until the shop's service worker is active and controls `page` (its first visit installs it). */
export async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

const devtoolsSessions = new WeakMap<Page, CDPSession>();

/**
 * Opens `url` while the browser is offline (after `context.setOffline(true)`), as a phone in
 * airplane mode would. Playwright keeps the network down across the navigation, but Chromium 150
 * starts the new document with `navigator.onLine` true although its requests fail (measured with
 * Playwright 1.65.1); an offline phone says false. So the new document is told it is offline again,
 * through a DevTools session of the page's own, and hears the `offline` event. `context.setOffline(false)`
 * later brings it back online as before.
 */
export async function gotoOffline(page: Page, url: string): Promise<void> {
  await page.goto(url);
  let devtools = devtoolsSessions.get(page);
  if (!devtools) {
    devtools = await page.context().newCDPSession(page);
    devtoolsSessions.set(page, devtools);
  }
  await devtools.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** The URLs held in the page's Cache Storage, all caches together. */
export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

/**
 * Console errors a page logs while the browser is offline (failed requests), expected by these
 * specs. One pattern: an option given as an array of several is read by Playwright as [value, options].
 */
export const offlineConsoleErrors = [/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/];
