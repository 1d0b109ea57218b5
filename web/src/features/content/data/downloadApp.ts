/**
 * The app download page. The two store links are the only links in the shop that leave it; they
 * point at the stores' own pages and carry no image from outside.
 */
import { config } from '../../../lib/config';

export const downloadApp = {
  title: 'Download the App',
  logo: '/content/app/logo.svg',
  tagline: 'Shop on the go with India’s most popular shopping app.',
  benefits: [
    { title: 'Genuine Products', text: 'Every item checked before it ships.', icon: '/content/app/genuine.svg' },
    { title: 'Secure Shopping', text: 'Payments protected end to end.', icon: '/content/app/secure.svg' },
    { title: 'Hassle-free Returns', text: 'Easy pickups and quick refunds.', icon: '/content/app/returns.svg' },
  ],
  stores: [
    { label: 'Download on the App Store', platform: 'iOS', href: config.appStores.ios },
    { label: 'Get it on Google Play', platform: 'Android', href: config.appStores.android },
  ],
} as const;
