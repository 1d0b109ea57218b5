import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SavedCardsPage() {
  return <PlaceholderPage title="Saved Cards" />;
}
