import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function PanCardPage() {
  return <PlaceholderPage title="PAN Card Information" />;
}
