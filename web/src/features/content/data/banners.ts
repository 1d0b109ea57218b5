// The banner stacks of the loyalty coin page, the Plus page and the gift card store: local SVGs
// under web/public/content/banners (beside the home carousel's), with the banner's words as alternative text.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface Banner {
  src: string;
  alt: MessageDescriptor;
}

const banner = (name: string, alt: MessageDescriptor): Banner => ({ src: `/content/banners/${name}.svg`, alt });

export const supercoinBanners: Banner[] = [
  banner('supercoins-1', msg`Earn SuperCoins on every order: 2 SuperCoins for every ₹100 you spend`),
  banner('supercoins-2', msg`Spend coins on exclusive deals: vouchers, subscriptions and discounts`),
  banner('supercoins-3', msg`Play daily and win coins: new games and quizzes every day`),
  banner('supercoins-4', msg`Plus members earn more: extra coins on every Plus order`),
];

export const plusBanners: Banner[] = [
  banner('plus-1', msg`Early access to every big sale: Plus members shop first`),
  banner('plus-2', msg`Free delivery on Plus orders, no minimum order value`),
  banner('plus-3', msg`Double SuperCoins on orders above ₹250`),
  banner('plus-4', msg`Partner rewards: travel, movies and food offers`),
];

export const giftCardBanners: Banner[] = [
  banner('giftcard-1', msg`Gift cards from ₹25 to ₹10,000: the right gift for every occasion`),
  banner('giftcard-2', msg`Over 100 brands: fashion, travel, jewellery, grocery and more`),
  banner('giftcard-3', msg`Corporate gifting made simple: bulk cards for teams and customers`),
];
