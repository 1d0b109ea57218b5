import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function TermsPage() {
  return <PlaceholderPage title="Terms of Use" />;
}
