import { t } from '@lingui/core/macro';
import { pincodeCheckOffered, useCheckPincodeQuery } from '../../../entities/delivery/pincodeApi';
import { formatDeliveryDate } from '../../../entities/delivery/deliveryDate';
import styles from './DeliveryBar.module.scss';
import { Button } from '../../../components/Button/Button';

interface DeliveryBarProps {
  pincode: string | null;
  onChoose: () => void;
}

/** The bar above the lines: where the order goes (and by when), and the button that opens the pincode dialog. */
export function DeliveryBar({ pincode, onChoose }: DeliveryBarProps) {
  const { data: delivery } = useCheckPincodeQuery(pincode ?? '', { skip: !pincode || !pincodeCheckOffered });
  const arrives = delivery?.serviceable && delivery.deliveryDate ? formatDeliveryDate(delivery.deliveryDate) : null;
  return (
    <div className={styles.bar}>
      <span>
        {pincode ? (
          <>
            {t`Deliver to:`} <strong>{pincode}</strong>
            {delivery && ` ${delivery.place.office}, ${delivery.place.state}`}
            {arrives && <span className={styles.arrives}>{t`Delivery by ${arrives}`}</span>}
          </>
        ) : (
          t`From Saved Addresses`
        )}
      </span>
      <Button variant="outline" className={styles.button} onClick={onChoose}>
        {pincode ? t`Change` : t`Enter Delivery Pincode`}
      </Button>
    </div>
  );
}
