/**
 * For Personal: a value from GIFT_CARD_VALUES (₹100 to ₹10,000), the recipient, and an optional
 * 100-character message.
 */
import { useState, type FormEvent } from 'react';
import { formatRupees } from '../../../../lib/money';
import { GIFT_CARD_VALUES, GIFT_MESSAGE_MAX } from '../../data/giftCards';
import { emailError, requiredError } from '../../giftCardRules';
import styles from './GiftCardForm.module.scss';
import type { GiftSummaryRow } from './GiftCardSummary';
import { GiftField } from './GiftField';

interface PersonalGift {
  value: number;
  name: string;
  email: string;
  message: string;
}

const blank: PersonalGift = { value: 1000, name: '', email: '', message: '' };

function errorsOf(gift: PersonalGift) {
  return { name: requiredError(gift.name, "recipient's name"), email: emailError(gift.email) };
}

export function PersonalGiftForm({ onReview }: { onReview: (rows: GiftSummaryRow[]) => void }) {
  const [gift, setGift] = useState(blank);
  const [checked, setChecked] = useState(false);
  const errors = errorsOf(gift);
  const shown = (error: string | null) => (checked ? error : null);
  const update =
    <Key extends keyof PersonalGift>(key: Key) =>
    (value: PersonalGift[Key]) =>
      setGift((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (errors.name || errors.email) return;
    onReview([
      { label: 'Gift card value', value: formatRupees(gift.value) },
      { label: 'To', value: `${gift.name.trim()} (${gift.email.trim()})` },
      { label: 'Message', value: gift.message.trim() || 'No message' },
    ]);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.values}>
        <legend>Choose a value</legend>
        <div className={styles.chips}>
          {GIFT_CARD_VALUES.map((value) => (
            <label key={value} className={styles.chip}>
              <input
                type="radio"
                name="gift-value"
                value={value}
                checked={gift.value === value}
                onChange={() => update('value')(value)}
              />
              <span>{formatRupees(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <GiftField
        name="recipient-name"
        label="Recipient's name"
        value={gift.name}
        onValueChange={update('name')}
        error={shown(errors.name)}
      />
      <GiftField
        name="recipient-email"
        label="Recipient's email"
        type="email"
        value={gift.email}
        onValueChange={update('email')}
        error={shown(errors.email)}
      />
      <GiftField
        name="message"
        label="Message (optional)"
        value={gift.message}
        maxLength={GIFT_MESSAGE_MAX}
        onValueChange={(text) => update('message')(text.slice(0, GIFT_MESSAGE_MAX))}
        error={null}
        note={`${gift.message.length}/${GIFT_MESSAGE_MAX}`}
      />
      <button type="submit" className={styles.submit}>
        BUY NOW
      </button>
    </form>
  );
}
