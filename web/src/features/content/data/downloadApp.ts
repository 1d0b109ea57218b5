/**
 * The app download page. The two store links are the only links in the shop that leave it; they
 * point at the stores' own pages and carry no image from outside.
 */
import { msg } from '@lingui/core/macro';
import { config } from '../../../lib/config';

export const downloadApp = {
  title: msg`Download the App`,
  logo: '/content/app/logo.svg',
  tagline: msg`Shop on the go with India’s most popular shopping app.`,
  benefits: [
    { title: msg`Genuine Products`, text: msg`Every item checked before it ships.`, icon: '/content/app/genuine.svg' },
    { title: msg`Secure Shopping`, text: msg`Payments protected end to end.`, icon: '/content/app/secure.svg' },
    { title: msg`Hassle-free Returns`, text: msg`Easy pickups and quick refunds.`, icon: '/content/app/returns.svg' },
  ],
  stores: [
    { label: msg`Download on the App Store`, platform: 'iOS', href: config.appStores.ios },
    { label: msg`Get it on Google Play`, platform: 'Android', href: config.appStores.android },
  ],
};
