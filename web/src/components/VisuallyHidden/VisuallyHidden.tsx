import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.scss';

/** Text for screen readers only (e.g. the full title behind a cut one). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
