import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { formatRupees } from '../../../lib/money';
import { WARRANTY_PRICE, WARRANTY_TERM } from '../../../entities/cart/cartRules';
import styles from './WarrantyOffer.module.scss';
import { Button } from '../../../components/Button/Button';

interface WarrantyOfferProps {
  added: boolean;
  onToggle: () => void;
}

/** The extended warranty offer under every cart line; once added it is counted in the totals. */
export function WarrantyOffer({ added, onToggle }: WarrantyOfferProps) {
  return (
    <div className={styles.offer}>
      <div>
        <p className={styles.title}>{t`Extended Warranty`}</p>
        <p className={styles.detail}>
          {i18n._(WARRANTY_TERM)} <span className={styles.price}>{formatRupees(WARRANTY_PRICE)}</span>
        </p>
        {added && <p className={styles.added}>{t`Added to this item`}</p>}
      </div>
      <Button variant="outline" className={styles.button} onClick={onToggle}>
        {added ? t`Remove` : t`Add Item`}
      </Button>
    </div>
  );
}
