import { i18n } from '@lingui/core';
import { AccountPanel, EmptyState } from './AccountPanel';
import { reviewsTexts } from './data/placeholderTexts';

export default function ReviewsPage() {
  return (
    <AccountPanel title={i18n._(reviewsTexts.title)}>
      <EmptyState message={i18n._(reviewsTexts.empty)} hint={i18n._(reviewsTexts.hint)} />
    </AccountPanel>
  );
}
