// The account's gift cards (display only: sample cards, not data) and the texts of the gift card page.
export interface OwnedGiftCard {
  number: string;
  /** Demo PIN, so the add and check-balance dialogs have a card to find. */
  pin: string;
  expiry: string;
  value: number;
  receivedFrom: string;
}

export const ownedGiftCards: OwnedGiftCard[] = [
  {
    number: '6001220011112222',
    pin: '240915',
    expiry: '31 Dec 2026',
    value: 50,
    receivedFrom: 'Flipkart (welcome gift)',
  },
];

export const giftCardTexts = {
  title: 'Flipkart Gift Card',
  balanceLabel: 'Gift Card Balance',
  add: 'ADD A GIFT CARD',
  checkBalance: 'CHECK BALANCE',
  cardsHeading: 'Gift cards in your account',
  dialogTitles: { add: 'Add a gift card', balance: 'Check gift card balance' },
  numberLabel: 'Gift Card Number',
  pinLabel: 'Gift Card PIN',
  numberRule: 'Please Enter the 16 Digit Gift Card Number',
  pinRule: 'Please Enter the 6 Digit PIN',
  notFound: 'No gift card matches this number and PIN.',
  alreadyAdded: 'This gift card is already in your account.',
  switchToAdd: 'Add a gift card instead',
  switchToBalance: 'Check a balance instead',
} as const;

export type GiftCardDialogMode = keyof typeof giftCardTexts.dialogTitles;
