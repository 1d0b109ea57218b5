/** For Corporate: bulk cards of any value from ₹25 to ₹10,000, for a company. */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { FormEvent } from 'react';
import { formatCount } from '../../lib/i18n/format';
import { formatRupees } from '../../lib/money';
import { giftCardPurchase } from './giftCards';
import { amountError, cardCountError, emailError, requiredError } from './giftCardRules';
import styles from './GiftCardForm.module.scss';
import type { GiftSummaryRow } from './GiftCardSummary';
import { useForm } from '../../hooks/useForm';
import { TextField } from '../TextField';
import { Button } from '../Button/Button';

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
  const { values: order, field, check } = useForm({ initial: blank, errorsOf });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    const cards = Number(order.cards);
    const amount = Number(order.amount);
    onReview([
      { label: t`Company`, value: order.company.trim() },
      { label: t`Contact`, value: order.email.trim() },
      { label: t`Cards`, value: formatCount(cards) },
      { label: t`Value per card`, value: formatRupees(amount) },
      { label: t`Total`, value: formatRupees(cards * amount) },
    ]);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{i18n._(giftCardPurchase.corporateIntro)}</p>
      <TextField name="company" label={t`Company name`} {...field('company')} />
      <TextField name="work-email" label={t`Work email`} type="email" {...field('email')} />
      <TextField name="cards" label={t`Number of cards`} inputMode="numeric" {...field('cards')} />
      <TextField name="amount" label={t`Value per card (₹)`} inputMode="numeric" {...field('amount')} />
      <Button variant="accent" type="submit" className={styles.submit}>
        {t`BUY NOW`}
      </Button>
    </form>
  );
}
