import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function DownloadAppPage() {
  return <PlaceholderPage title="Download App" />;
}
