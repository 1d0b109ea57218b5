import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import styles from './OrderDetailPage.module.scss';
import { TitledSection } from '../../components/TitledSection/TitledSection';

/** The order page's "Transaction details" card: its facts as label and value, then `children`. */
export function TransactionDetails({
  facts,
  children,
}: {
  facts: [label: string, value: ReactNode][];
  children?: ReactNode;
}) {
  return (
    <TitledSection className={styles.card} titleClassName={styles.heading} title={t`Transaction details`}>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </TitledSection>
  );
}
