import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
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

interface PaymentChoiceProps {
  group: string;
  value: PaymentMethod;
  label: string;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  /** Why this way of paying is not offered; the choice is then greyed out and says so. */
  refusal?: string | null;
  /** Below the label: what the choice asks for when chosen. */
  children?: ReactNode;
}

function PaymentChoice({ group, value, label, method, onMethod, refusal, children }: PaymentChoiceProps) {
  const id = `${group}-${value}`;
  return (
    <div className={styles.choice}>
      <input
        id={id}
        type="radio"
        name={group}
        checked={method === value}
        disabled={Boolean(refusal)}
        aria-describedby={refusal ? `${id}-refusal` : undefined}
        onChange={() => onMethod(value)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {refusal && (
          <p id={`${id}-refusal`} className={styles.muted}>
            {refusal}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

/** UPI with its ID, and Cash on Delivery, greyed out with its reason where it is not offered. */
export function PaymentChoices({ method, onMethod, upiId, onUpiId, codRefusal }: PaymentChoicesProps) {
  const group = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.muted}>{t`Choose how to pay`}</legend>
      <PaymentChoice group={group} value="upi" label={t`UPI`} method={method} onMethod={onMethod}>
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
      </PaymentChoice>
      <PaymentChoice
        group={group}
        value="cod"
        label={t`Cash on Delivery`}
        method={method}
        onMethod={onMethod}
        refusal={codRefusal}
      />
    </fieldset>
  );
}
