import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function CommunicationPreferencesPage() {
  return <PlaceholderPage title="Notification Preferences" />;
}
