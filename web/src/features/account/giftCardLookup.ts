import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatRupees } from '../../lib/money';
import { giftCardExpiry, giftCardTexts, ownedGiftCards, type GiftCardDialogMode } from './data/giftCards';

/** What the add / check-balance dialog answers for a number and PIN. */
export function giftCardAnswer(mode: GiftCardDialogMode, number: string, pin: string): string {
  const digits = number.replace(/\s+/g, '');
  if (!/^\d{16}$/.test(digits)) return i18n._(giftCardTexts.numberRule);
  if (!/^\d{6}$/.test(pin.trim())) return i18n._(giftCardTexts.pinRule);
  const card = ownedGiftCards.find((owned) => owned.number === digits && owned.pin === pin.trim());
  if (!card) return i18n._(giftCardTexts.notFound);
  if (mode === 'add') return i18n._(giftCardTexts.alreadyAdded);
  const balance = formatRupees(card.value);
  const expiry = giftCardExpiry(card);
  return t`Balance: ${balance}, valid till ${expiry}`;
}

/** A card number as it is printed, with only the last four digits shown. */
export function maskedCardNumber(number: string): string {
  return `${'•'.repeat(4)} ${'•'.repeat(4)} ${'•'.repeat(4)} ${number.slice(-4)}`;
}
