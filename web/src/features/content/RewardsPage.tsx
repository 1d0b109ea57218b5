import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function RewardsPage() {
  return <PlaceholderPage title="Rewards" />;
}
