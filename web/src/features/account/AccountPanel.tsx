import type { ReactNode } from 'react';
import styles from './AccountPage.module.scss';

/** The white panel every account page sits on, with the page's heading. */
export function AccountPanel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.panel}>
      <div className={styles.panelHeader}>
        <h1 className={styles.title}>{title}</h1>
        {action}
      </div>
      {children}
    </section>
  );
}

/** An empty state: an illustration-free message and an optional action under it. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyMessage}>{message}</p>
      {children}
    </div>
  );
}
