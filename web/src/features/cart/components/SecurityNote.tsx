import { t } from '@lingui/core/macro';
import styles from './SecurityNote.module.scss';

/** The reassurance under the price details. */
export function SecurityNote() {
  return (
    <p className={styles.note}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1 14-4-4 1.4-1.4 2.6 2.6 5.6-5.6L18 9l-7 7Z" />
      </svg>
      {t`Safe and Secure Payments. Easy returns. 100% Authentic products.`}
    </p>
  );
}
