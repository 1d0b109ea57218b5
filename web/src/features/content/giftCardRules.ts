// The gift card forms' rules: amounts from ₹25 to ₹10,000, a message of at
// most 100 characters, a plausible email. Each check returns the message to show, or null.
import { formatRupees } from '../../lib/money';
import { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN } from './data/giftCards';

export const MAX_CORPORATE_CARDS = 500;

export function amountError(text: string): string | null {
  const amount = Number(text);
  if (text.trim() === '' || !Number.isInteger(amount) || amount < CUSTOM_AMOUNT_MIN || amount > CUSTOM_AMOUNT_MAX) {
    return `Enter an amount from ${formatRupees(CUSTOM_AMOUNT_MIN)} to ${formatRupees(CUSTOM_AMOUNT_MAX)}`;
  }
  return null;
}

export function cardCountError(text: string): string | null {
  const count = Number(text);
  if (text.trim() === '' || !Number.isInteger(count) || count < 1 || count > MAX_CORPORATE_CARDS) {
    return `Enter a number of cards from 1 to ${MAX_CORPORATE_CARDS}`;
  }
  return null;
}

export function emailError(text: string): string | null {
  return /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}$/.test(text.trim()) ? null : 'Enter a valid email address';
}

export function requiredError(text: string, what: string): string | null {
  return text.trim() === '' ? `Enter the ${what}` : null;
}
