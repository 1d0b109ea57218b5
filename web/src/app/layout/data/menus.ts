/**
 * The top bar's menus and the mobile drawer, word for word from the spec. An entry without `to`
 * links nowhere (the spec's Advertise).
 */
import { paths } from '../../../lib/paths';

export interface MenuEntry {
  label: string;
  to?: string;
}

/** The signed-in shopper's menu under their first name (Logout is added by the menu itself). */
export const accountMenu: MenuEntry[] = [
  { label: 'My Profile', to: paths.account.profile },
  { label: 'Super Coins', to: paths.supercoins },
  { label: 'Plus Zone', to: paths.plus },
  { label: 'Ordered', to: paths.account.orders },
  { label: 'Coupons', to: paths.account.coupons },
  { label: 'Gift Cards', to: paths.giftCardStoreItem },
  { label: 'Notification', to: paths.account.notifications },
];

/** The visitor's menu under the Login button, after its 'New Customer? Sign Up' line. */
export const signUpEntry = { prompt: 'New Customer?', label: 'Sign Up', to: paths.register } as const;

export const visitorMenu: MenuEntry[] = [
  { label: 'My Profile', to: paths.account.profile },
  { label: 'Plus Zone', to: paths.plus },
  { label: 'Ordered', to: paths.account.orders },
  { label: 'Wishlist', to: paths.account.wishlist },
  { label: 'Rewards', to: paths.rewards },
  { label: 'Gift Cards', to: paths.giftCardStore },
];

export const moreMenu: MenuEntry[] = [
  { label: 'Notification Preference', to: paths.communicationPreferences },
  { label: '24x7 Customer Care', to: paths.helpCentre },
  { label: 'Advertise' },
  { label: 'Download App', to: paths.downloadApp },
];

/** The mobile side drawer, which replaces the bar's menus on small screens. */
export const drawerMenu: MenuEntry[] = [
  { label: 'Login & Signup', to: paths.login },
  { label: 'My Account', to: paths.account.profile },
  { label: 'My Orders', to: paths.account.orders },
  { label: 'My Coupons', to: paths.account.coupons },
  { label: 'My Cart', to: paths.account.cart },
  { label: 'My Wishlist', to: paths.account.wishlist },
  { label: 'My Notification', to: paths.account.notifications },
  { label: 'SuperCoin Zone', to: paths.supercoins },
  { label: 'Plus Zone', to: paths.plus },
];

/** The notification badge on the top bar is fixed, as in the spec. */
export const NOTIFICATION_BADGE = '9+';
