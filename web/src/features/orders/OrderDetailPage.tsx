import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function OrderDetailPage() {
  return <PlaceholderPage title="Order Details" />;
}
