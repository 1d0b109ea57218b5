import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function LoginPage() {
  return <PlaceholderPage title="Login" />;
}
