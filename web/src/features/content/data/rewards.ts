// The /rewards page: the shopper's ways to save, each leading to the page that offers it.
import { msg } from '@lingui/core/macro';
import { paths } from '../../../lib/paths';

export const rewardsPage = {
  title: msg`Rewards`,
  intro: msg`Every way to save in the storefront, in one place.`,
};

export const rewardOffers = [
  {
    title: msg`SuperCoins`,
    text: msg`Earn coins on every order and spend them on deals.`,
    to: paths.supercoins,
    action: msg`Go to SuperCoin Zone`,
  },
  {
    title: msg`Plus`,
    text: msg`Early sale access, free delivery and double coins.`,
    to: paths.plus,
    action: msg`Explore Plus Zone`,
  },
  {
    title: msg`Coupons`,
    text: msg`Coupons collected on your account, ready at checkout.`,
    to: paths.account.coupons,
    action: msg`See my coupons`,
  },
  {
    title: msg`Gift Cards`,
    text: msg`Cards from ₹25 to ₹10,000 across 100+ brands.`,
    to: paths.giftCardStore,
    action: msg`Visit the Gift Card Store`,
  },
];
