import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function PlusPage() {
  return <PlaceholderPage title="Plus Zone" />;
}
