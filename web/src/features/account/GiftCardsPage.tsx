import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function GiftCardsPage() {
  return <PlaceholderPage title="Gift Cards" />;
}
