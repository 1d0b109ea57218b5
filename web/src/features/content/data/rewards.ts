// The /rewards page: the shopper's ways to save, each leading to the page that offers it.
import { paths } from '../../../lib/paths';

export const rewardsPage = {
  title: 'Rewards',
  intro: 'Every way to save in the storefront, in one place.',
} as const;

export const rewardOffers = [
  {
    title: 'SuperCoins',
    text: 'Earn coins on every order and spend them on deals.',
    to: paths.supercoins,
    action: 'Go to SuperCoin Zone',
  },
  {
    title: 'Plus',
    text: 'Early sale access, free delivery and double coins.',
    to: paths.plus,
    action: 'Explore Plus Zone',
  },
  {
    title: 'Coupons',
    text: 'Coupons collected on your account, ready at checkout.',
    to: paths.account.coupons,
    action: 'See my coupons',
  },
  {
    title: 'Gift Cards',
    text: 'Cards from ₹25 to ₹10,000 across 100+ brands.',
    to: paths.giftCardStore,
    action: 'Visit the Gift Card Store',
  },
] as const;
