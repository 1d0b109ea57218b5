/**
 * The wishlist, kept on this device per shopper (the hosted API has none). Only a product's id,
 * image and display texts are stored.
 */
import type { Product } from '../../lib/api/types';
import { shopperValue, stored } from '../../lib/deviceStorage';

export type WishlistItem = Pick<Product, '_id' | 'url' | 'content'>;

function isWishlistItem(value: unknown): value is WishlistItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<WishlistItem>;
  return typeof item._id === 'string' && typeof item.url === 'string' && typeof item.content?.title === 'string';
}

export const wishlistStore = shopperValue({
  name: 'wishlist',
  version: 1,
  legacyKey: 'wishlist',
  parse: stored.listOf(isWishlistItem),
});

export function saveToWishlist(email: string, product: WishlistItem): void {
  const items = wishlistStore.read(email);
  if (items.some((item) => item._id === product._id)) return;
  const { _id, url, content } = product;
  wishlistStore.write(email, [{ _id, url, content }, ...items]);
}

export function removeFromWishlist(email: string, productId: string): void {
  wishlistStore.write(
    email,
    wishlistStore.read(email).filter((item) => item._id !== productId),
  );
}
