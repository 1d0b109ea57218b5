import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function NotificationsPage() {
  return <PlaceholderPage title="All Notifications" />;
}
