import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function GiftCardStorePage() {
  return <PlaceholderPage title="The Gift Card Store" />;
}
