import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function InfoPage() {
  return <PlaceholderPage title="Information" />;
}
