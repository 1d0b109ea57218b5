/**
 * The dev-only extension of a store: going back to the seeded state, and forking a fresh store for
 * an X-Mock-Session sandbox. It stays out of `Store` and out of every repository's interface, so the
 * routes that serve the API cannot reach it, and a persistent store could take `Store`'s place
 * without offering it. Only the /dev routes, the sandboxes and tests use it.
 */
import type { MovableClock } from './clock.js';
import type { Store } from './store.js';

export interface DevStoreExtension {
  /**
   * The store's clock (POST /dev/clock): the main store's moves the server (limits, sandboxes); a
   * sandbox's runs on top of it and moves only that sandbox's codes, sessions, orders and outbox.
   */
  readonly clock: MovableClock;
  /** Back to the seeded state: only the demo account; no carts, sessions, codes or outbox (rate limits are the server's, see http/rate-limits.ts). */
  reset(): Promise<void>;
  /** A fresh, independent store in the seeded state that shares this one's catalogue and clock. */
  fork(): Store;
}

const extensions = new WeakMap<Store, DevStoreExtension>();

export function extendForDev(store: Store, extension: DevStoreExtension): Store {
  extensions.set(store, extension);
  return store;
}

/** The dev extension of a store built by createStore; throws for a store without one. */
export function devExtensionOf(store: Store): DevStoreExtension {
  const extension = extensions.get(store);
  if (!extension) throw new Error('This store has no dev extension (reset, fork)');
  return extension;
}
