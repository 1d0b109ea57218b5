export { useWishlist } from './useWishlist';
export { type WishlistItem } from './wishlistStorage';
