import { t } from '@lingui/core/macro';
import styles from './DeliveryBar.module.scss';

interface DeliveryBarProps {
  pincode: string | null;
  onChoose: () => void;
}

/** The bar above the lines: where the order goes, and the button that opens the pincode dialog. */
export function DeliveryBar({ pincode, onChoose }: DeliveryBarProps) {
  return (
    <div className={styles.bar}>
      <span>
        {pincode ? (
          <>
            {t`Deliver to:`} <strong>{pincode}</strong>
          </>
        ) : (
          t`From Saved Addresses`
        )}
      </span>
      <button type="button" className={styles.button} onClick={onChoose}>
        {pincode ? t`Change` : t`Enter Delivery Pincode`}
      </button>
    </div>
  );
}
