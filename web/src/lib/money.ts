/**
 * Rupee amounts. The hosted API sends prices as display strings in Indian grouping ("₹1,29,999").
 * `parseRupees` reads every comma (the original client removed only the first, which breaks at a lakh: docs/decisions/002-cart-lines-kept-on-the-device.md);
 * `formatRupees` writes the same grouping back, in every language of the shop ('en-IN', 'hi-IN':
 * lib/i18n/languages.ts).
 */
import { groupDigits } from './i18n/format';

export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₹${groupDigits(Math.abs(Math.round(amount)))}`;
}

/** An amount in paise as rupees with two decimals, "₹1,234.50" (an invoice's amounts: openapi.yaml Invoice). */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`formatPaise takes whole paise, not ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}₹${groupDigits(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** The whole-rupee amount of a display price, or 0 when the text holds no number. */
export function parseRupees(display: string | undefined | null): number {
  if (!display) return 0;
  const digits = display.replace(/[^0-9.]/g, '');
  const value = Number.parseFloat(digits);
  return Number.isFinite(value) ? Math.round(value) : 0;
}

/** The percentage in a discount text such as "55% off", or 0. */
export function parseDiscountPercent(display: string | undefined | null): number {
  const match = display?.match(/(\d+(?:\.\d+)?)\s*%/);
  return match ? Number.parseFloat(match[1] ?? '0') : 0;
}
