import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function HelpCentrePage() {
  return <PlaceholderPage title="Help Centre" />;
}
