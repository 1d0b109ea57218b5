import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ChangePasswordPage() {
  return <PlaceholderPage title="Change Password" />;
}
