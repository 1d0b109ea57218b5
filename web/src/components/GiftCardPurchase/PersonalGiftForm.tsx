/**
 * For Personal: a value from GIFT_CARD_VALUES (₹100 to ₹10,000), the recipient, and an optional
 * 100-character message.
 */
import { t } from '@lingui/core/macro';
import type { FormEvent } from 'react';
import { formatCount } from '../../lib/i18n/format';
import { formatRupees } from '../../lib/money';
import { GIFT_CARD_VALUES, GIFT_MESSAGE_MAX } from './giftCards';
import { emailError, requiredError } from './giftCardRules';
import styles from './GiftCardForm.module.scss';
import type { GiftSummaryRow } from './GiftCardSummary';
import { useForm } from '../../hooks/useForm';
import { TextField } from '../TextField';
import { Button } from '../Button/Button';

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
  const { values: gift, update, field, check } = useForm({ initial: blank, errorsOf });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    onReview([
      { label: t`Gift card value`, value: formatRupees(gift.value) },
      { label: t`To`, value: `${gift.name.trim()} (${gift.email.trim()})` },
      { label: t`Message`, value: gift.message.trim() || t`No message` },
    ]);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.values}>
        <legend>{t`Choose a value`}</legend>
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
      <TextField name="recipient-name" label={t`Recipient's name`} {...field('name')} />
      <TextField name="recipient-email" label={t`Recipient's email`} type="email" {...field('email')} />
      <TextField
        name="message"
        label={t`Message (optional)`}
        {...field('message')}
        maxLength={GIFT_MESSAGE_MAX}
        onValueChange={(text) => update('message')(text.slice(0, GIFT_MESSAGE_MAX))}
        note={`${formatCount(gift.message.length)}/${formatCount(GIFT_MESSAGE_MAX)}`}
      />
      <Button variant="accent" type="submit" className={styles.submit}>
        {t`BUY NOW`}
      </Button>
    </form>
  );
}
