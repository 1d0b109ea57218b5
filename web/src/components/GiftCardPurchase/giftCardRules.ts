// The gift card forms' rules: amounts from ₹25 to ₹10,000, a message of at
// most 100 characters, a plausible email. Each check returns the message to show, or null.
import { t } from '@lingui/core/macro';
import { formatRupees } from '../../lib/money';
import { formatCount } from '../../lib/i18n/format';
import { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN } from './giftCards';

export const MAX_CORPORATE_CARDS = 500;

export function amountError(text: string): string | null {
  const amount = Number(text);
  if (text.trim() === '' || !Number.isInteger(amount) || amount < CUSTOM_AMOUNT_MIN || amount > CUSTOM_AMOUNT_MAX) {
    const min = formatRupees(CUSTOM_AMOUNT_MIN);
    const max = formatRupees(CUSTOM_AMOUNT_MAX);
    return t`Enter an amount from ${min} to ${max}`;
  }
  return null;
}

export function cardCountError(text: string): string | null {
  const count = Number(text);
  if (text.trim() === '' || !Number.isInteger(count) || count < 1 || count > MAX_CORPORATE_CARDS) {
    const max = formatCount(MAX_CORPORATE_CARDS);
    return t`Enter a number of cards from 1 to ${max}`;
  }
  return null;
}

export function emailError(text: string): string | null {
  return /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}$/.test(text.trim()) ? null : t`Enter a valid email address`;
}

// One whole message per field, so each language can word it its own way.
const requiredMessages = {
  'company name': () => t`Enter the company name`,
  "recipient's name": () => t`Enter the recipient's name`,
};

export function requiredError(text: string, what: keyof typeof requiredMessages): string | null {
  return text.trim() === '' ? requiredMessages[what]() : null;
}
