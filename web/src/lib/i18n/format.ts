/**
 * Numbers and dates in the active language, in Indian conventions whatever the language: lakh and
 * crore grouping ('1,29,999'), and the locale's own date format ('06 Nov 2023', '06 नव॰ 2023').
 * Prices go through formatRupees (lib/money.ts) with `activeIntlLocale()`.
 */
import { i18n } from '@lingui/core';
import { isLanguageCode, languageOf, sourceLanguage } from './languages';

/** The Intl locale of the active language ('en-IN', 'hi-IN'). */
export function activeIntlLocale(): string {
  return languageOf(isLanguageCode(i18n.locale) ? i18n.locale : sourceLanguage).intl;
}

export function formatCount(value: number, locale = activeIntlLocale()): string {
  return value.toLocaleString(locale);
}

export function formatDate(date: Date, options: Intl.DateTimeFormatOptions, locale = activeIntlLocale()): string {
  return date.toLocaleDateString(locale, options);
}
