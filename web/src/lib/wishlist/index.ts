export { useWishlist } from './useWishlist';
export { clearWishlist, type WishlistItem } from './wishlistStorage';
