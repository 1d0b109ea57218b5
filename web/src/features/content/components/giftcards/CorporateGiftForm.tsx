/** For Corporate: bulk cards of any value from ₹25 to ₹10,000, for a company. */
import type { FormEvent } from 'react';
import { formatRupees } from '../../../../lib/money';
import { giftCardPurchase } from '../../data/giftCards';
import { amountError, cardCountError, emailError, requiredError } from '../../giftCardRules';
import styles from './GiftCardForm.module.scss';
import type { GiftSummaryRow } from './GiftCardSummary';
import { GiftField } from './GiftField';
import { useGiftForm } from './useGiftForm';

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
  const { values: order, field, check } = useGiftForm(blank, errorsOf);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
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
      <GiftField name="company" label="Company name" {...field('company')} />
      <GiftField name="work-email" label="Work email" type="email" {...field('email')} />
      <GiftField name="cards" label="Number of cards" inputMode="numeric" {...field('cards')} />
      <GiftField name="amount" label="Value per card (₹)" inputMode="numeric" {...field('amount')} />
      <button type="submit" className={styles.submit}>
        BUY NOW
      </button>
    </form>
  );
}
