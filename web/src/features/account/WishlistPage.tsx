import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function WishlistPage() {
  return <PlaceholderPage title="My Wishlist" />;
}
