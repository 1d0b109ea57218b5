/** The promo image rows of the home page, three to a row. */
import { msg } from '@lingui/core/macro';
import type { Banner } from './banners';

export const promoRows: Banner[][] = [
  [
    { src: '/static/promos/promo-1.svg', alt: msg`Top deals on TVs from ₹9,999`, query: 'TVs & Appliances' },
    { src: '/static/promos/promo-2.svg', alt: msg`Fresh grocery: up to 40% off`, query: 'Grocery' },
    { src: '/static/promos/promo-3.svg', alt: msg`Laptops for work from ₹24,990`, query: 'Laptop' },
  ],
  [
    { src: '/static/promos/promo-4.svg', alt: msg`Beauty picks: buy 2, get 1 free`, query: 'Beauty' },
    { src: '/static/promos/promo-5.svg', alt: msg`Study tables from ₹2,499`, query: 'Study Table' },
    { src: '/static/promos/promo-6.svg', alt: msg`Travel ready: trolleys from ₹1,799`, query: 'Travel' },
  ],
];

export const youtubeBanner = {
  src: '/static/youtube-banner.svg',
  alt: msg`Watch. Shop. Save. Product videos and unboxings from our channel`,
} as const;
