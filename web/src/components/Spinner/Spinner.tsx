import { t } from '@lingui/core/macro';
import styles from './Spinner.module.scss';

/** The spinner: a turning ring and the text 'Loading'. */
export function Spinner({ label = t`Loading` }: { label?: string }) {
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.ring} aria-hidden="true" />
      {label}
    </div>
  );
}
