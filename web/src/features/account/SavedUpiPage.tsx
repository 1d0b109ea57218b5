import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SavedUpiPage() {
  return <PlaceholderPage title="Saved UPI" />;
}
