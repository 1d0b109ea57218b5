import type { ReactNode } from 'react';
import { PageHead } from '../../components/PageHead/PageHead';
import { Card } from '../../components/Card/Card';
import styles from './AccountPanel.module.scss';

/** The white card an account page sits on, filling the account column. */
export function AccountSheet({ children }: { children: ReactNode }) {
  return <Card className={styles.sheet}>{children}</Card>;
}

/** The white panel every account page sits on, with the page's heading. */
export function AccountPanel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <AccountSheet>
      <div className={styles.panelHeader}>
        <PageHead title={title} noindex />
        <h1 className={styles.title}>{title}</h1>
        {action}
      </div>
      {children}
    </AccountSheet>
  );
}

/** A heading inside an account panel (a set of coupons, the gift cards, FAQs). */
export function AccountSubheading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.subheading}>
      {children}
    </h2>
  );
}

/** An empty state: an illustration-free message, an optional hint and an optional action under it. */
export function EmptyState({ message, hint, children }: { message: string; hint?: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyMessage}>{message}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {children}
    </div>
  );
}
