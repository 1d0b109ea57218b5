/** For Corporate: bulk cards of any value from ₹25 to ₹10,000, for a company. */
import { useState, type FormEvent } from 'react';
import { formatRupees } from '../../../../lib/money';
import { giftCardPurchase } from '../../data/giftCards';
import { amountError, cardCountError, emailError, requiredError } from '../../giftCardRules';
import styles from './GiftCardForm.module.scss';
import type { GiftSummaryRow } from './GiftCardSummary';
import { GiftField } from './GiftField';

interface CorporateOrder {
  company: string;
  email: string;
  cards: string;
  amount: string;
}

const blank: CorporateOrder = { company: '', email: '', cards: '10', amount: '' };

function errorsOf(order: CorporateOrder) {
  return {
    company: requiredError(order.company, 'company name'),
    email: emailError(order.email),
    cards: cardCountError(order.cards),
    amount: amountError(order.amount),
  };
}

export function CorporateGiftForm({ onReview }: { onReview: (rows: GiftSummaryRow[]) => void }) {
  const [order, setOrder] = useState(blank);
  const [checked, setChecked] = useState(false);
  const errors = errorsOf(order);
  const shown = (error: string | null) => (checked ? error : null);
  const update = (key: keyof CorporateOrder) => (value: string) =>
    setOrder((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.values(errors).some(Boolean)) return;
    const cards = Number(order.cards);
    const amount = Number(order.amount);
    onReview([
      { label: 'Company', value: order.company.trim() },
      { label: 'Contact', value: order.email.trim() },
      { label: 'Cards', value: String(cards) },
      { label: 'Value per card', value: formatRupees(amount) },
      { label: 'Total', value: formatRupees(cards * amount) },
    ]);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{giftCardPurchase.corporateIntro}</p>
      <GiftField
        name="company"
        label="Company name"
        value={order.company}
        onValueChange={update('company')}
        error={shown(errors.company)}
      />
      <GiftField
        name="work-email"
        label="Work email"
        type="email"
        value={order.email}
        onValueChange={update('email')}
        error={shown(errors.email)}
      />
      <GiftField
        name="cards"
        label="Number of cards"
        inputMode="numeric"
        value={order.cards}
        onValueChange={update('cards')}
        error={shown(errors.cards)}
      />
      <GiftField
        name="amount"
        label="Value per card (₹)"
        inputMode="numeric"
        value={order.amount}
        onValueChange={update('amount')}
        error={shown(errors.amount)}
      />
      <button type="submit" className={styles.submit}>
        BUY NOW
      </button>
    </form>
  );
}
