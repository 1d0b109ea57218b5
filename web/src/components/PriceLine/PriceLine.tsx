import { clsx } from 'clsx';
import { discountText } from './discountText';
import { t } from '@lingui/core/macro';
import type { Price } from '../../lib/api';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './PriceLine.module.scss';

/** Selling price, original price struck through, and the discount, as the API's display strings. */
export function PriceLine({ price, size = 'normal' }: { price: Price; size?: 'normal' | 'large' }) {
  const showOriginal = price.org_price && price.org_price !== price.sell_price;
  return (
    <p className={clsx(styles.line, size === 'large' && styles.large)}>
      <span className={styles.sell}>{price.sell_price}</span>
      {showOriginal && (
        <s className={styles.original}>
          <VisuallyHidden>{t`Original price`} </VisuallyHidden>
          {price.org_price}
        </s>
      )}
      {price.discount && <span className={styles.discount}>{discountText(price.discount)}</span>}
    </p>
  );
}
