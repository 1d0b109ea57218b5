/**
 * The sitemap: every page a shopper can open directly, grouped, named from `paths` (product pages
 * are reached from the catalogue, and /reset-password only from its email, so they are not here).
 */
import { infoPageSlugs, paths, type InfoPageSlug } from '../../../lib/paths';
import { infoPages } from './infoPages';
import { termsOfUse } from './termsOfUse';

export interface SitemapLink {
  label: string;
  to: string;
}

export interface SitemapGroup {
  heading: string;
  links: SitemapLink[];
}

function infoPageTitle(slug: InfoPageSlug): string {
  return slug === 'terms' ? termsOfUse.title : infoPages[slug].title;
}

export const sitemapGroups: SitemapGroup[] = [
  {
    heading: 'Shop',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'Cart', to: paths.cart },
      { label: 'The Gift Card Store', to: paths.giftCardStore },
      { label: 'Storefront Gift Card', to: paths.giftCardStoreItem },
      { label: 'Videos', to: paths.detailVideo },
      { label: 'Download App', to: paths.downloadApp },
    ],
  },
  {
    heading: 'Rewards',
    links: [
      { label: 'SuperCoin Zone', to: paths.supercoins },
      { label: 'Plus Zone', to: paths.plus },
      { label: 'Rewards', to: paths.rewards },
    ],
  },
  {
    heading: 'My Account',
    links: [
      { label: 'Login', to: paths.login },
      { label: 'Sign Up', to: paths.register },
      { label: 'Forgot Password', to: paths.forgetPassword },
      { label: 'Profile Information', to: paths.account.profile },
      { label: 'My Orders', to: paths.account.orders },
      { label: 'My Cart', to: paths.account.cart },
      { label: 'Manage Addresses', to: paths.account.addresses },
      { label: 'PAN Card Information', to: paths.account.pancard },
      { label: 'Gift Cards', to: paths.account.giftcard },
      { label: 'Saved UPI', to: paths.account.upi },
      { label: 'Saved Cards', to: paths.account.cards },
      { label: 'My Coupons', to: paths.account.coupons },
      { label: 'My Reviews & Ratings', to: paths.account.reviews },
      { label: 'All Notifications', to: paths.account.notifications },
      { label: 'My Wishlist', to: paths.account.wishlist },
      { label: 'Change Password', to: paths.account.changePassword },
      { label: 'Terms of Use (account)', to: paths.account.terms },
    ],
  },
  {
    heading: 'Help',
    links: [
      { label: 'Help Centre', to: paths.helpCentre },
      { label: 'Notification Preferences', to: paths.communicationPreferences },
      { label: 'Sitemap', to: paths.sitemap },
    ],
  },
  {
    heading: 'Policies',
    links: infoPageSlugs.map((slug) => ({ label: infoPageTitle(slug), to: paths.infoPage(slug) })),
  },
];
