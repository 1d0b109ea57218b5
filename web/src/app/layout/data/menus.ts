/**
 * The top bar's menus and the mobile drawer; their labels are fixed texts, kept word for word. An
 * entry without `to` links nowhere (Advertise, in the More menu).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '../../../lib/paths';

export interface MenuEntry {
  /** Shown through `i18n._`, in the active language. */
  label: MessageDescriptor;
  to?: string;
}

/** The signed-in shopper's menu under their first name (Logout is added by the menu itself). */
export const accountMenu: MenuEntry[] = [
  { label: msg`My Profile`, to: paths.account.profile },
  { label: msg`Super Coins`, to: paths.supercoins },
  { label: msg`Plus Zone`, to: paths.plus },
  { label: msg`Ordered`, to: paths.account.orders },
  { label: msg`Coupons`, to: paths.account.coupons },
  { label: msg`Gift Cards`, to: paths.giftCardStoreItem },
  { label: msg`Notification`, to: paths.account.notifications },
];

/** The visitor's menu under the Login button, after its 'New Customer? Sign Up' line. */
export const signUpEntry = { prompt: msg`New Customer?`, label: msg`Sign Up`, to: paths.register } as const;

export const visitorMenu: MenuEntry[] = [
  { label: msg`My Profile`, to: paths.account.profile },
  { label: msg`Plus Zone`, to: paths.plus },
  { label: msg`Ordered`, to: paths.account.orders },
  { label: msg`Wishlist`, to: paths.account.wishlist },
  { label: msg`Rewards`, to: paths.rewards },
  { label: msg`Gift Cards`, to: paths.giftCardStore },
];

export const moreMenu: MenuEntry[] = [
  { label: msg`Notification Preference`, to: paths.communicationPreferences },
  { label: msg`24x7 Customer Care`, to: paths.helpCentre },
  { label: msg`Advertise` },
  { label: msg`Download App`, to: paths.downloadApp },
];

/** The mobile side drawer, which replaces the bar's menus on small screens. */
export const drawerMenu: MenuEntry[] = [
  { label: msg`Login & Signup`, to: paths.login },
  { label: msg`My Account`, to: paths.account.profile },
  { label: msg`My Orders`, to: paths.account.orders },
  { label: msg`My Coupons`, to: paths.account.coupons },
  { label: msg`My Cart`, to: paths.account.cart },
  { label: msg`My Wishlist`, to: paths.account.wishlist },
  { label: msg`My Notification`, to: paths.account.notifications },
  { label: msg`SuperCoin Zone`, to: paths.supercoins },
  { label: msg`Plus Zone`, to: paths.plus },
];

/** The notification badge on the top bar is fixed: it always reads '9+'. */
export const NOTIFICATION_BADGE = '9+';
