import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ListingPage() {
  return <PlaceholderPage title="Products" />;
}
