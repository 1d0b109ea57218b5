// The account's gift cards (display only: sample cards, not data) and the texts of the gift card page,
// read when shown so they follow a change of language.
import { t } from '@lingui/core/macro';
import { formatDate } from '../../../lib/i18n/format';

export interface OwnedGiftCard {
  number: string;
  /** Demo PIN, so the add and check-balance dialogs have a card to find. */
  pin: string;
  /** ISO date; shown through giftCardExpiry. */
  expiresOn: string;
  value: number;
  receivedFrom: string;
}

export const ownedGiftCards: OwnedGiftCard[] = [
  {
    number: '6001220011112222',
    pin: '240915',
    expiresOn: '2026-12-31',
    value: 50,
    get receivedFrom() {
      return t`Flipkart (welcome gift)`;
    },
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
  get title() {
    return t`Flipkart Gift Card`;
  },
  get balanceLabel() {
    return t`Gift Card Balance`;
  },
  get add() {
    return t`ADD A GIFT CARD`;
  },
  get checkBalance() {
    return t`CHECK BALANCE`;
  },
  get cardsHeading() {
    return t`Gift cards in your account`;
  },
  dialogTitles: {
    get add() {
      return t`Add a gift card`;
    },
    get balance() {
      return t`Check gift card balance`;
    },
  },
  get numberLabel() {
    return t`Gift Card Number`;
  },
  get pinLabel() {
    return t`Gift Card PIN`;
  },
  get numberRule() {
    return t`Please Enter the 16 Digit Gift Card Number`;
  },
  get pinRule() {
    return t`Please Enter the 6 Digit PIN`;
  },
  get notFound() {
    return t`No gift card matches this number and PIN.`;
  },
  get alreadyAdded() {
    return t`This gift card is already in your account.`;
  },
  get switchToAdd() {
    return t`Add a gift card instead`;
  },
  get switchToBalance() {
    return t`Check a balance instead`;
  },
} as const;

export type GiftCardDialogMode = keyof typeof giftCardTexts.dialogTitles;
