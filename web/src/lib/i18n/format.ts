/**
 * Numbers and dates in the active language, in Indian conventions whatever the language: lakh and
 * crore grouping ('1,29,999'), and the locale's own date format ('06 Nov 2023', '06 नव॰ 2023').
 * Prices go through formatRupees (lib/money.ts) with `activeIntlLocale()`.
 *
 * Whole numbers are grouped here, not by Intl.NumberFormat: the first NumberFormat a page creates
 * loads its number data, about 25 ms on a desktop and four times that on a phone, and every page
 * shows a count or a price in its first screen. Every language of the shop writes Latin digits in
 * the same grouping (languages.ts), so one rule serves them all.
 */
import { i18n } from '@lingui/core';
import { isLanguageCode, languageOf, sourceLanguage } from './languages';

/** The Intl locale of the active language ('en-IN', 'hi-IN', 'ta-IN', ...). */
export function activeIntlLocale(): string {
  return languageOf(isLanguageCode(i18n.locale) ? i18n.locale : sourceLanguage).intl;
}

/** Indian grouping of a whole number: the last three digits, then pairs ('1,23,45,678'). */
export function groupDigits(whole: number): string {
  const digits = String(Math.abs(whole));
  const sign = whole < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}

export function formatCount(value: number, locale = activeIntlLocale()): string {
  return Number.isSafeInteger(value) ? groupDigits(value) : value.toLocaleString(locale, { numberingSystem: 'latn' });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural category ('one', 'other', ...) of `count` in the active language. A message with a
 * count selects on it, `select(pluralCategory(n), { one: ..., other: ... })`, with the count
 * written by formatCount: Lingui's `plural` writes its `#` through Intl.NumberFormat (see above).
 */
export function pluralCategory(count: number, locale = activeIntlLocale()): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

export function formatDate(date: Date, options: Intl.DateTimeFormatOptions, locale = activeIntlLocale()): string {
  // Marathi's and Bengali's Intl locales write their own digits by default; the shop writes Latin ones.
  return date.toLocaleDateString(locale, { numberingSystem: 'latn', ...options });
}

/** '06 Nov 2023' ('06 नव॰ 2023' in Hindi), the way order dates are printed. */
export function formatOrderDate(isoDate: string): string {
  return formatDate(new Date(`${isoDate}T00:00:00Z`), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
