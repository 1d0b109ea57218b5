/**
 * The gift card store: its intro, the brands by category, how to buy, and the purchase rules
 * (value choices, custom amounts from ₹25 to ₹10,000, an optional message of up to 100 characters).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const giftCardStore = {
  title: msg`The Gift Card Store`,
  intro: msg`Gift cards from ₹25 to ₹10,000, from over 100 brands in categories such as fashion, travel, jewellery, grocery, apps and subscriptions. Pick a brand, pick a value, and the gift card reaches the inbox of whoever you are treating.`,
};

export const giftCardCategories = ['All', 'Fashion', 'Travel', 'Jewellery', 'Grocery', 'Apps & Subscriptions'] as const;

export type GiftCardCategory = Exclude<(typeof giftCardCategories)[number], 'All'>;

/** The category tabs' labels (the categories themselves are ids). */
export const giftCardCategoryLabels: Record<(typeof giftCardCategories)[number], MessageDescriptor> = {
  All: msg`All`,
  Fashion: msg`Fashion`,
  Travel: msg`Travel`,
  Jewellery: msg`Jewellery`,
  Grocery: msg`Grocery`,
  'Apps & Subscriptions': msg`Apps & Subscriptions`,
};

export interface GiftCardBrand {
  /** The brand's name, the same in every language. */
  name: string;
  category: GiftCardCategory;
  tagline: MessageDescriptor;
  colour: string;
}

// Tile colours dark enough for the white name and tagline on them (WCAG AA, 4.5:1).
export const giftCardBrands: GiftCardBrand[] = [
  {
    name: 'Storefront Gift Card',
    category: 'Apps & Subscriptions',
    tagline: msg`Spend on anything in the store`,
    colour: '#1a5dc9',
  },
  { name: 'Style Street', category: 'Fashion', tagline: msg`Clothing and footwear`, colour: '#c2185b' },
  { name: 'Denim Lane', category: 'Fashion', tagline: msg`Jeans and casual wear`, colour: '#283593' },
  { name: 'Trip Ahoy', category: 'Travel', tagline: msg`Flights and hotels`, colour: '#00727d' },
  { name: 'RailRoute', category: 'Travel', tagline: msg`Train and bus tickets`, colour: '#6d4c41' },
  { name: 'Gold & Glow', category: 'Jewellery', tagline: msg`Gold, silver and diamonds`, colour: '#8a6508' },
  { name: 'Silver Leaf', category: 'Jewellery', tagline: msg`Everyday silver jewellery`, colour: '#526b77' },
  { name: 'Fresh Basket', category: 'Grocery', tagline: msg`Groceries at your door`, colour: '#2e7d32' },
  { name: 'Daily Mart', category: 'Grocery', tagline: msg`Staples and household needs`, colour: '#b35900' },
  { name: 'StreamBox', category: 'Apps & Subscriptions', tagline: msg`Films and series`, colour: '#7b1fa2' },
  { name: 'TuneTide', category: 'Apps & Subscriptions', tagline: msg`Music without ads`, colour: '#c62828' },
];

export const howToBuy = {
  heading: msg`How to buy a gift card`,
  steps: [
    msg`Pick a gift card and choose its value.`,
    msg`Select Buy Now.`,
    msg`Enter the recipient’s details, and an address if the card is a physical one.`,
    msg`Pay by credit card, debit card, net banking or UPI.`,
    msg`The recipient receives an email with the gift card details.`,
  ],
};

export const GIFT_CARD_VALUES = [100, 101, 300, 500, 1000, 2000, 2500, 5000, 6000, 7000, 8000, 9000, 10000] as const;
export const CUSTOM_AMOUNT_MIN = 25;
export const CUSTOM_AMOUNT_MAX = 10_000;
export const GIFT_MESSAGE_MAX = 100;

export const giftCardPurchase = {
  title: msg`Storefront Gift Card`,
  description: msg`One card for everything in the store: phones, fashion, groceries and more. Valid for one year from the day it is sent.`,
  personalTab: msg`For Personal`,
  corporateTab: msg`For Corporate`,
  corporateIntro: msg`Reward teams, partners and customers with gift cards in bulk. Choose any value from ₹25 to ₹10,000 per card.`,
  paymentNote: msg`Payments are not taken in this store yet. When they are, you will pay by credit card, debit card, net banking or UPI.`,
};
