// The account sidebar: MY ORDERS, its three sections (account setting, payments, my stuff) and the
// frequently visited links, in order.
import { t } from '@lingui/core/macro';
import { paths } from '../../../lib/paths';
import { ownedGiftCards } from './giftCards';

/** The gift-card balance the sidebar and the gift card page show (₹50: the cards' sum). */
export const GIFT_CARD_BALANCE_RUPEES = ownedGiftCards.reduce((sum, card) => sum + card.value, 0);

export interface SidebarLink {
  label: string;
  to: string;
  /** Shown after the label, e.g. the gift-card balance. */
  badge?: 'giftCardBalance';
}

export interface SidebarSection {
  title: string;
  links: SidebarLink[];
}

export const myOrdersLink: SidebarLink = {
  get label() {
    return t`MY ORDERS`;
  },
  to: paths.account.orders,
};

export const sidebarSections: SidebarSection[] = [
  {
    get title() {
      return t`ACCOUNT SETTING`;
    },
    links: [
      {
        get label() {
          return t`Profile Information`;
        },
        to: paths.account.profile,
      },
      {
        get label() {
          return t`Manage Addresses`;
        },
        to: paths.account.addresses,
      },
      {
        get label() {
          return t`PAN Card Information`;
        },
        to: paths.account.pancard,
      },
    ],
  },
  {
    get title() {
      return t`PAYMENTS`;
    },
    links: [
      {
        get label() {
          return t`Gift Cards`;
        },
        to: paths.account.giftcard,
        badge: 'giftCardBalance',
      },
      {
        get label() {
          return t`Saved UPI`;
        },
        to: paths.account.upi,
      },
      {
        get label() {
          return t`Saved Cards`;
        },
        to: paths.account.cards,
      },
    ],
  },
  {
    get title() {
      return t`MY STUFF`;
    },
    links: [
      {
        get label() {
          return t`My Coupons`;
        },
        to: paths.account.coupons,
      },
      {
        get label() {
          return t`My Reviews & Ratings`;
        },
        to: paths.account.reviews,
      },
      {
        get label() {
          return t`All Notifications`;
        },
        to: paths.account.notifications,
      },
      {
        get label() {
          return t`My Wishlist`;
        },
        to: paths.account.wishlist,
      },
    ],
  },
];

export const frequentlyVisited: SidebarLink[] = [
  {
    get label() {
      return t`Track Order`;
    },
    to: paths.account.orders,
  },
  {
    get label() {
      return t`Help Center`;
    },
    to: paths.helpCentre,
  },
];
