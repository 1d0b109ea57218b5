import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { giftCardPurchase } from './giftCards';
import styles from './GiftCardSummary.module.scss';
import { Button } from '../Button/Button';

export interface GiftSummaryRow {
  label: string;
  value: string;
}

/** What a gift card form collected, read back before payment, with the honest payment note. */
export function GiftCardSummary({ rows, onClose }: { rows: readonly GiftSummaryRow[]; onClose: () => void }) {
  return (
    <>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{i18n._(giftCardPurchase.paymentNote)}</p>
      <Button variant="outline" className={styles.button} onClick={onClose}>
        {t`Back to the gift card`}
      </Button>
    </>
  );
}
