import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SupercoinsPage() {
  return <PlaceholderPage title="SuperCoin Zone" />;
}
