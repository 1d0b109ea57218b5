import { t } from '@lingui/core/macro';
import styles from './CartAlert.module.scss';

/** A cart change that did not happen, said plainly, with Dismiss. */
export function CartAlert({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div role="alert" className={styles.alert}>
      <span>{message}</span>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        {t`Dismiss`}
      </button>
    </div>
  );
}
