import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.scss';

/**
 * Text for screen readers only: the full title behind a cut one, a label a price needs, or a page's
 * h1 where the design shows no heading (`as="h1"`).
 */
export function VisuallyHidden({ children, as: Element = 'span' }: { children: ReactNode; as?: 'span' | 'h1' }) {
  return <Element className={styles.hidden}>{children}</Element>;
}
