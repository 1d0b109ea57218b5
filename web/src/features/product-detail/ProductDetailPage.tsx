import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ProductDetailPage() {
  return <PlaceholderPage title="Product" />;
}
