import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function OrdersPage() {
  return <PlaceholderPage title="My Orders" />;
}
