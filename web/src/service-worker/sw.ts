/**
 * The shop's service worker, built by vite-plugin-pwa (injectManifest) into dist/sw.js:
 * - precaches the app shell and every static asset of the build (self.__WB_MANIFEST), and answers
 *   any navigation to a screen of the shop with the precached index.html, online or not, in every
 *   language: `/hi/...` is a screen like `/...`, and the shell starts in its URL's language (main.tsx);
 * - caches product reads and product pictures at run time (./cachingRules.ts);
 * - waits, once installed as an update, until the page says SKIP_WAITING (the shopper chose
 *   "Reload"), so code never changes under a shopper;
 * - on a Background Sync event for the cart outbox, asks the open pages to send their queued cart
 *   changes (the session token lives only in the page's cookie, never in the worker).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { config } from '../lib/config';
import { serverPathPattern } from '../lib/serverPaths';
import { cartOutboxSyncTag, swMessages, type PageReply } from '../lib/offline/swMessages';
import { cacheNames, isProductImage, isProductRead, productDataLimits, productImageLimits } from './cachingRules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const origins = {
  shop: self.location.origin,
  api: config.apiBaseUrl ? new URL(config.apiBaseUrl).origin : self.location.origin,
};

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => event.waitUntil(precache.install(event)));
self.addEventListener('activate', (event) => event.waitUntil(precache.activate(event)));
cleanupOutdatedCaches();
// Take charge of the open pages as soon as this worker activates: at once on a first visit, so the
// page the shopper is on already works offline; for an update, only after the shopper chose Reload.
clientsClaim();

const router = new Router();
router.registerRoute(new PrecacheRoute(precache));
router.registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [serverPathPattern],
  }),
);
router.registerRoute(
  new Route(
    ({ request }) => isProductRead(request, origins),
    new StaleWhileRevalidate({
      cacheName: cacheNames.productData,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin(productDataLimits)],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ request }) => isProductImage(request, origins),
    new CacheFirst({
      cacheName: cacheNames.productImages,
      plugins: [
        // 0: a picture from another host without CORS is opaque; it still shows offline.
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ ...productImageLimits, purgeOnQuotaError: true }),
      ],
    }),
  ),
);
router.addFetchListener();
// Pages loaded before this worker controlled them post the product reads and pictures they
// already fetched (CACHE_URLS), so the very first visit is cached too.
router.addCacheListener();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === swMessages.skipWaiting) void self.skipWaiting();
});

/** Asks every open page of the shop to send its cart outbox; fails (the browser retries later) when none could. */
async function replayCartOutboxInPages(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  const replies = pages.map(
    (page) =>
      new Promise<boolean>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (reply: MessageEvent<PageReply>) => resolve(reply.data.done);
        page.postMessage({ type: swMessages.replayCartOutbox }, [channel.port2]);
        setTimeout(() => resolve(false), 30_000);
      }),
  );
  if (!(await Promise.all(replies)).some(Boolean)) throw new Error('no open page could send the cart outbox yet');
}

// Background Sync's event is not in TypeScript's worker library yet.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === cartOutboxSyncTag) sync.waitUntil(replayCartOutboxInPages());
});
