import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ReviewsPage() {
  return <PlaceholderPage title="My Reviews & Ratings" />;
}
