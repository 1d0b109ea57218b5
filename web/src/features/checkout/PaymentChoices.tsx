import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { TextField } from '../../components/TextField';
import styles from './Checkout.module.scss';

export type PaymentMethod = 'upi' | 'cod';

interface PaymentChoicesProps {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  upiId: string;
  onUpiId: (upiId: string) => void;
  /** Why Cash on Delivery is not offered for this order, or null when it is. */
  codRefusal: string | null;
}

/** UPI with its ID, and Cash on Delivery, greyed out with its reason where it is not offered. */
export function PaymentChoices({ method, onMethod, upiId, onUpiId, codRefusal }: PaymentChoicesProps) {
  const group = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.muted}>{t`Choose how to pay`}</legend>
      <div className={styles.choice}>
        <input
          id={`${group}-upi`}
          type="radio"
          name={group}
          checked={method === 'upi'}
          onChange={() => onMethod('upi')}
        />
        <div>
          <label htmlFor={`${group}-upi`}>{t`UPI`}</label>
          {method === 'upi' && (
            <TextField
              className={styles.upiField}
              label={t`Your UPI ID`}
              placeholder="name@bank"
              autoComplete="off"
              value={upiId}
              onValueChange={(value) => onUpiId(value.trim())}
            />
          )}
        </div>
      </div>
      <div className={styles.choice}>
        <input
          id={`${group}-cod`}
          type="radio"
          name={group}
          checked={method === 'cod'}
          disabled={codRefusal !== null}
          aria-describedby={codRefusal ? `${group}-cod-refusal` : undefined}
          onChange={() => onMethod('cod')}
        />
        <div>
          <label htmlFor={`${group}-cod`}>{t`Cash on Delivery`}</label>
          {codRefusal && (
            <p id={`${group}-cod-refusal`} className={styles.muted}>
              {codRefusal}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
