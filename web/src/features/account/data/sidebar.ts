// The account sidebar: MY ORDERS, its three sections (account setting, payments, my stuff) and the
// frequently visited links, in order.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

// The texts are read when shown, not when this module loads, so they follow a change of language.
function link(label: MessageDescriptor, to: string, badge?: SidebarLink['badge']): SidebarLink {
  return {
    get label() {
      return i18n._(label);
    },
    to,
    ...(badge && { badge }),
  };
}

function section(title: MessageDescriptor, links: SidebarLink[]): SidebarSection {
  return {
    get title() {
      return i18n._(title);
    },
    links,
  };
}

export const myOrdersLink: SidebarLink = link(msg`MY ORDERS`, paths.account.orders);

export const sidebarSections: SidebarSection[] = [
  section(msg`ACCOUNT SETTING`, [
    link(msg`Profile Information`, paths.account.profile),
    link(msg`Manage Addresses`, paths.account.addresses),
    link(msg`PAN Card Information`, paths.account.pancard),
  ]),
  section(msg`PAYMENTS`, [
    link(msg`Gift Cards`, paths.account.giftcard, 'giftCardBalance'),
    link(msg`Saved UPI`, paths.account.upi),
    link(msg`Saved Cards`, paths.account.cards),
  ]),
  section(msg`MY STUFF`, [
    link(msg`My Coupons`, paths.account.coupons),
    link(msg`My Reviews & Ratings`, paths.account.reviews),
    link(msg`All Notifications`, paths.account.notifications),
    link(msg`My Wishlist`, paths.account.wishlist),
  ]),
];

export const frequentlyVisited: SidebarLink[] = [
  link(msg`Track Order`, paths.account.orders),
  link(msg`Help Center`, paths.helpCentre),
];
