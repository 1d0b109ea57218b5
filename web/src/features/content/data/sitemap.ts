/**
 * The sitemap: every page a shopper can open directly, grouped, named from `paths` (product pages
 * are reached from the catalogue, and /reset-password only from its email, so they are not here).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { infoPageSlugs, paths, type InfoPageSlug } from '../../../lib/paths';
import { infoPages } from './infoPages';

export interface SitemapLink {
  label: MessageDescriptor;
  to: string;
}

export interface SitemapGroup {
  heading: MessageDescriptor;
  links: SitemapLink[];
}

// The Terms of Use themselves stay English (./termsOfUse); the link to them is translated.
function infoPageTitle(slug: InfoPageSlug): MessageDescriptor {
  return slug === 'terms' ? msg`Terms of Use` : infoPages[slug].title;
}

export const sitemapGroups: SitemapGroup[] = [
  {
    heading: msg`Shop`,
    links: [
      { label: msg`Home`, to: paths.home },
      { label: msg`Cart`, to: paths.cart },
      { label: msg`The Gift Card Store`, to: paths.giftCardStore },
      { label: msg`Storefront Gift Card`, to: paths.giftCardStoreItem },
      { label: msg`Videos`, to: paths.detailVideo },
      { label: msg`Download App`, to: paths.downloadApp },
    ],
  },
  {
    heading: msg`Rewards`,
    links: [
      { label: msg`SuperCoin Zone`, to: paths.supercoins },
      { label: msg`Plus Zone`, to: paths.plus },
      { label: msg`Rewards`, to: paths.rewards },
    ],
  },
  {
    heading: msg`My Account`,
    links: [
      { label: msg`Login`, to: paths.login },
      { label: msg`Sign Up`, to: paths.register },
      { label: msg`Forgot Password`, to: paths.forgetPassword },
      { label: msg`Profile Information`, to: paths.account.profile },
      { label: msg`My Orders`, to: paths.account.orders },
      { label: msg`My Cart`, to: paths.account.cart },
      { label: msg`Manage Addresses`, to: paths.account.addresses },
      { label: msg`PAN Card Information`, to: paths.account.pancard },
      { label: msg`Gift Cards`, to: paths.account.giftcard },
      { label: msg`Saved UPI`, to: paths.account.upi },
      { label: msg`Saved Cards`, to: paths.account.cards },
      { label: msg`My Coupons`, to: paths.account.coupons },
      { label: msg`My Reviews & Ratings`, to: paths.account.reviews },
      { label: msg`All Notifications`, to: paths.account.notifications },
      { label: msg`My Wishlist`, to: paths.account.wishlist },
      { label: msg`Change Password`, to: paths.account.changePassword },
      { label: msg`Terms of Use (account)`, to: paths.account.terms },
    ],
  },
  {
    heading: msg`Help`,
    links: [
      { label: msg`Help Centre`, to: paths.helpCentre },
      { label: msg`Notification Preferences`, to: paths.communicationPreferences },
      { label: msg`Sitemap`, to: paths.sitemap },
    ],
  },
  {
    heading: msg`Policies`,
    links: infoPageSlugs.map((slug) => ({ label: infoPageTitle(slug), to: paths.infoPage(slug) })),
  },
];
