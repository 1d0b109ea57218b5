/**
 * − [n] + within 1..10. The number can also be typed; it is clamped when the field is left or Enter
 * is pressed, so a half-typed "1" on the way to "10" is not saved too early.
 */
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '../../../entities/cart/cartRules';
import styles from './QuantityStepper.module.scss';
import { Button } from '../../../components/Button/Button';

interface QuantityStepperProps {
  quantity: number;
  /** What is being counted, for screen readers ("Quantity of Omex projector"). */
  itemName: string;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({ quantity, itemName, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isNaN(typed)) onChange(clampQuantity(typed));
  }

  return (
    <div className={styles.stepper} role="group" aria-label={t`Quantity of ${itemName}`}>
      <Button
        variant="icon"
        className={styles.step}
        aria-label={t`Decrease quantity`}
        disabled={quantity <= MIN_QUANTITY}
        onClick={() => onChange(clampQuantity(quantity - 1))}
      >
        −
      </Button>
      <input
        className={styles.value}
        aria-label={t`Quantity`}
        inputMode="numeric"
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <Button
        variant="icon"
        className={styles.step}
        aria-label={t`Increase quantity`}
        disabled={quantity >= MAX_QUANTITY}
        onClick={() => onChange(clampQuantity(quantity + 1))}
      >
        +
      </Button>
    </div>
  );
}
