import { useId, type ReactNode } from 'react';
import styles from './DetailPanel.module.scss';

/** A titled block of the detail panel (Description, Specifications, …); `aside` sits by the title. */
export function DetailBlock({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <div className={styles.blockHeader}>
        <h2 id={id} className={styles.blockTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A row of the detail panel with its label on the left (Warranty, Delivery, Seller, …). */
export function DetailRow({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.row} aria-labelledby={id}>
      <h2 id={id} className={styles.rowTitle}>
        {title}
      </h2>
      <div>{children}</div>
    </section>
  );
}
