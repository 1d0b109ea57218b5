import { AccountPanel, EmptyState } from './AccountPanel';
import { reviewsTexts } from './data/placeholderTexts';

export default function ReviewsPage() {
  return (
    <AccountPanel title={reviewsTexts.title}>
      <EmptyState message={reviewsTexts.empty} hint={reviewsTexts.hint} />
    </AccountPanel>
  );
}
