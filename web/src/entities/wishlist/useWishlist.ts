import { useCallback, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../session/useSession';
import { removeFromWishlist, saveToWishlist, wishlistStore, type WishlistItem } from './wishlistStorage';

const NOBODY: readonly WishlistItem[] = [];

/** The signed-in shopper's wishlist; empty (and read-only) when nobody is signed in. */
export function useWishlist() {
  const email = useCurrentUser()?.email ?? null;
  // The server knows no device's wishlist: its HTML, and the hydrating render, show none saved.
  const items = useSyncExternalStore(
    wishlistStore.subscribe,
    () => (email ? wishlistStore.read(email) : NOBODY),
    () => NOBODY,
  );

  const isSaved = useCallback((productId: string) => items.some((item) => item._id === productId), [items]);

  const toggle = useCallback(
    (product: WishlistItem) => {
      if (!email) return;
      if (wishlistStore.read(email).some((item) => item._id === product._id)) removeFromWishlist(email, product._id);
      else saveToWishlist(email, product);
    },
    [email],
  );

  const remove = useCallback(
    (productId: string) => {
      if (email) removeFromWishlist(email, productId);
    },
    [email],
  );

  return { signedIn: email !== null, items, isSaved, toggle, remove };
}
