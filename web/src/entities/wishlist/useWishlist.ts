import { useCallback } from 'react';
import { useShopperStored } from '../session/useShopperStored';
import { removeFromWishlist, saveToWishlist, wishlistStore, type WishlistItem } from './wishlistStorage';

const NOBODY: readonly WishlistItem[] = [];

/** The signed-in shopper's wishlist; empty (and read-only) when nobody is signed in. */
export function useWishlist() {
  const { email, value: items } = useShopperStored(wishlistStore, NOBODY);

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
