import { t } from '@lingui/core/macro';
import styles from './OfflineScreen.module.scss';
import { Button } from '../Button/Button';

/**
 * Shown in the layout instead of a screen this device has not saved and cannot fetch while
 * offline (its data or its code), never the browser's own error page.
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.offline} aria-labelledby="offline-heading">
      <svg className={styles.picture} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          d="M8 24a34 34 0 0 1 48 0M16 33a22 22 0 0 1 32 0M24 42a10 10 0 0 1 16 0M10 10l44 44"
        />
        <circle cx="32" cy="51" r="3.5" fill="currentColor" />
      </svg>
      <h1 id="offline-heading">{t`You are offline`}</h1>
      <p>{t`This page is not saved on this device yet. Check your connection, then try again.`}</p>
      <p>{t`Pages you have already opened, and your cart changes, still work.`}</p>
      <Button variant="primary" className={styles.retry} onClick={onRetry}>
        {t`Retry`}
      </Button>
    </section>
  );
}
