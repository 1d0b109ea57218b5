import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function AddressesPage() {
  return <PlaceholderPage title="Manage Addresses" />;
}
