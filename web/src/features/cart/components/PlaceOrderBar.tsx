import { t } from '@lingui/core/macro';
import { useState } from 'react';
import styles from './PlaceOrderBar.module.scss';

interface PlaceOrderBarProps {
  pincode: string | null;
  /** Called when there is no delivery pincode yet: the order needs somewhere to go first. */
  onNeedPincode: () => void;
}

/**
 * The sticky PLACE ORDER bar. The shop takes no payment; rather than a button that silently
 * does nothing, it asks for the delivery pincode first and then says plainly that checkout is closed.
 */
export function PlaceOrderBar({ pincode, onNeedPincode }: PlaceOrderBarProps) {
  const [note, setNote] = useState<string | null>(null);

  function placeOrder() {
    if (!pincode) {
      onNeedPincode();
      return;
    }
    setNote(
      t`Delivery to ${pincode} is available. Online payment is not open in this store yet, so your cart is kept as it is.`,
    );
  }

  return (
    <div className={styles.bar}>
      {note && (
        <p role="status" className={styles.note}>
          {note}
        </p>
      )}
      <button type="button" className={styles.button} onClick={placeOrder}>
        {t`PLACE ORDER`}
      </button>
    </div>
  );
}
