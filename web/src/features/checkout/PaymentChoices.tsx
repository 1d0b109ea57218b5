import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import { TextField } from '../../components/TextField';
import styles from './Checkout.module.scss';

/**
 * UPI from the shopper's own app (its `upi://pay` link, or the link's QR code on a wide screen), UPI
 * by a collect request to a typed UPI ID, or Cash on Delivery.
 */
export type PaymentMethod = 'upi-app' | 'upi-id' | 'cod';

interface PaymentChoicesProps {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  upiId: string;
  onUpiId: (upiId: string) => void;
  /** Why Cash on Delivery is not offered for this order, or null when it is. */
  codRefusal: string | null;
  /** What Cash on Delivery adds to this order, said beside the choice, or null when nothing. */
  codFeeNote: string | null;
}

interface PaymentChoiceProps {
  group: string;
  value: PaymentMethod;
  label: string;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  /** Why this way of paying is not offered; the choice is then greyed out and says so. */
  refusal?: string | null;
  /** Below the label, always: what the choice means. */
  note?: string | null;
  /** Below the label: what the choice asks for when chosen. */
  children?: ReactNode;
}

function PaymentChoice({ group, value, label, method, onMethod, refusal, note, children }: PaymentChoiceProps) {
  const id = `${group}-${value}`;
  const said = refusal ?? note;
  return (
    <div className={styles.choice}>
      <input
        id={id}
        type="radio"
        name={group}
        checked={method === value}
        disabled={Boolean(refusal)}
        aria-describedby={said ? `${id}-note` : undefined}
        onChange={() => onMethod(value)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {said && (
          <p id={`${id}-note`} className={styles.muted}>
            {said}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

/** UPI from an app or by its ID, and Cash on Delivery, greyed out with its reason where it is not offered. */
export function PaymentChoices({ method, onMethod, upiId, onUpiId, codRefusal, codFeeNote }: PaymentChoicesProps) {
  const group = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.muted}>{t`Choose how to pay`}</legend>
      <PaymentChoice
        group={group}
        value="upi-app"
        label={t`Pay with any UPI app`}
        note={t`Open your UPI app on this phone, or scan a QR code with it.`}
        method={method}
        onMethod={onMethod}
      />
      <PaymentChoice
        group={group}
        value="upi-id"
        label={t`Pay with your UPI ID`}
        note={t`We send a payment request to your UPI ID: approve it in your UPI app.`}
        method={method}
        onMethod={onMethod}
      >
        {method === 'upi-id' && (
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
        note={codFeeNote}
      />
    </fieldset>
  );
}
