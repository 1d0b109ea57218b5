import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import styles from './OrderDetailPage.module.scss';

/** The order page's "Transaction details" card: its facts as label and value, then `children`. */
export function TransactionDetails({
  facts,
  children,
}: {
  facts: [label: string, value: ReactNode][];
  children?: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby="transaction-title">
      <h2 id="transaction-title" className={styles.heading}>
        {t`Transaction details`}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
