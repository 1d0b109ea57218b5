// The account's gift cards (display only: sample cards, not data) and the texts of the gift card page,
// Lingui messages read when shown (i18n._), so they follow a change of language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '../../../lib/i18n/format';

export interface OwnedGiftCard {
  number: string;
  /** Demo PIN, so the add and check-balance dialogs have a card to find. */
  pin: string;
  /** ISO date; shown through giftCardExpiry. */
  expiresOn: string;
  value: number;
  receivedFrom: MessageDescriptor;
}

export const ownedGiftCards: OwnedGiftCard[] = [
  {
    number: '6001220011112222',
    pin: '240915',
    expiresOn: '2026-12-31',
    value: 50,
    receivedFrom: msg`Flipkart (welcome gift)`,
  },
];

/** A card's expiry in the active language: '31 Dec 2026', '31 दिस॰ 2026'. */
export function giftCardExpiry(card: OwnedGiftCard): string {
  return formatDate(new Date(`${card.expiresOn}T00:00:00Z`), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const giftCardTexts = {
  title: msg`Flipkart Gift Card`,
  balanceLabel: msg`Gift Card Balance`,
  add: msg`ADD A GIFT CARD`,
  checkBalance: msg`CHECK BALANCE`,
  cardsHeading: msg`Gift cards in your account`,
  dialogTitles: {
    add: msg`Add a gift card`,
    balance: msg`Check gift card balance`,
  },
  numberLabel: msg`Gift Card Number`,
  pinLabel: msg`Gift Card PIN`,
  numberRule: msg`Please Enter the 16 Digit Gift Card Number`,
  pinRule: msg`Please Enter the 6 Digit PIN`,
  notFound: msg`No gift card matches this number and PIN.`,
  alreadyAdded: msg`This gift card is already in your account.`,
  switchToAdd: msg`Add a gift card instead`,
  switchToBalance: msg`Check a balance instead`,
} as const;

export type GiftCardDialogMode = keyof typeof giftCardTexts.dialogTitles;
