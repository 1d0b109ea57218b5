import { useSyncExternalStore } from 'react';
import type { ShopperValue } from '../../lib/deviceStorage';
import { useCurrentUser } from './useSession';

/**
 * The signed-in shopper's email and their list kept on this device (addresses, wishlist), or `nobody` (the same object
 * every time) when no one is signed in. The server knows no device's values: its HTML, and the
 * hydrating render, show `nobody`.
 */
export function useShopperStored<Item>(
  store: ShopperValue<Item[]>,
  nobody: readonly Item[],
): { email: string | null; value: readonly Item[] } {
  const email = useCurrentUser()?.email ?? null;
  const value = useSyncExternalStore(
    store.subscribe,
    () => (email ? store.read(email) : nobody),
    () => nobody,
  );
  return { email, value };
}
