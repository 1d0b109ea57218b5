/** The messages the pages and the service worker (src/service-worker/sw.ts) exchange. */
export const swMessages = {
  /** Page to worker: the shopper chose "Reload"; the waiting version may take over. */
  skipWaiting: 'SKIP_WAITING',
  /** Worker to page: Background Sync fired; send the cart outbox and reply with a PageReply. */
  replayCartOutbox: 'REPLAY_CART_OUTBOX',
} as const;

/** The Background Sync tag a page registers when it queues a cart change. */
export const cartOutboxSyncTag = 'cart-outbox';

export interface PageReply {
  /** True when the page sent everything queued (or there was nothing to send). */
  done: boolean;
}
