/**
 * Asks the browser for a Background Sync (where it has one: Chromium) so the service worker wakes
 * the shop's pages to send the cart outbox as soon as the connection is back, even while this tab
 * is in the background. Browsers without it rely on the page's `online` event alone. It only reads
 * the registration: app/pwa/registerServiceWorker.ts is the one module that registers the worker
 * (none in `npm run dev`, so nothing is asked there).
 */
import { cartOutboxSyncTag } from './swMessages';

interface SyncManager {
  register(tag: string): Promise<void>;
}

export async function requestCartOutboxSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    // The DOM library has no Background Sync: the assertion adds `sync` (typescript-eslint's type
    // service disagrees, but without it tsc cannot see `sync`).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const registration = (await navigator.serviceWorker.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined;
    await registration?.sync?.register(cartOutboxSyncTag);
  } catch {
    // Refused (e.g. permission): the `online` event still sends the outbox.
  }
}
