import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SitemapPage() {
  return <PlaceholderPage title="Sitemap" />;
}
