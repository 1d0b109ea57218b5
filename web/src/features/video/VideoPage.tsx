import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function VideoPage() {
  return <PlaceholderPage title="Video" />;
}
