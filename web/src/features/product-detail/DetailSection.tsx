import type { ReactNode } from 'react';
import styles from './DetailPanel.module.scss';
import { TitledSection } from '../../components/TitledSection/TitledSection';

/** A titled block of the detail panel (Description, Specifications, …); `aside` sits by the title. */
export function DetailBlock({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <TitledSection
      className={styles.block}
      titleClassName={styles.blockTitle}
      title={title}
      header={{ className: styles.blockHeader, aside }}
    >
      {children}
    </TitledSection>
  );
}

/** A row of the detail panel with its label on the left (Warranty, Delivery, Seller, …). */
export function DetailRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection className={styles.row} titleClassName={styles.rowTitle} title={title}>
      <div>{children}</div>
    </TitledSection>
  );
}
