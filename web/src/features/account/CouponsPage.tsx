import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function CouponsPage() {
  return <PlaceholderPage title="My Coupons" />;
}
