// The account sidebar, as the spec lists it.
import { paths } from '../../../lib/paths';
import { ownedGiftCards } from './giftCards';

/** The gift-card balance the sidebar and the gift card page show (₹50 in the spec: the cards' sum). */
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

export const myOrdersLink: SidebarLink = { label: 'MY ORDERS', to: paths.account.orders };

export const sidebarSections: SidebarSection[] = [
  {
    title: 'ACCOUNT SETTING',
    links: [
      { label: 'Profile Information', to: paths.account.profile },
      { label: 'Manage Addresses', to: paths.account.addresses },
      { label: 'PAN Card Information', to: paths.account.pancard },
    ],
  },
  {
    title: 'PAYMENTS',
    links: [
      { label: 'Gift Cards', to: paths.account.giftcard, badge: 'giftCardBalance' },
      { label: 'Saved UPI', to: paths.account.upi },
      { label: 'Saved Cards', to: paths.account.cards },
    ],
  },
  {
    title: 'MY STUFF',
    links: [
      { label: 'My Coupons', to: paths.account.coupons },
      { label: 'My Reviews & Ratings', to: paths.account.reviews },
      { label: 'All Notifications', to: paths.account.notifications },
      { label: 'My Wishlist', to: paths.account.wishlist },
    ],
  },
];

export const frequentlyVisited: SidebarLink[] = [
  { label: 'Track Order', to: paths.account.orders },
  { label: 'Help Center', to: paths.helpCentre },
];
