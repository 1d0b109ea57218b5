import { AccountPanel, EmptyState } from './AccountPanel';
import { reviewsTexts } from './data/placeholderTexts';
import styles from './AccountPage.module.scss';

export default function ReviewsPage() {
  return (
    <AccountPanel title={reviewsTexts.title}>
      <EmptyState message={reviewsTexts.empty}>
        <p className={styles.answer}>{reviewsTexts.hint}</p>
      </EmptyState>
    </AccountPanel>
  );
}
