/** The home page's auto-playing banners; each opens the results listing for its search text. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface Banner {
  src: string;
  alt: MessageDescriptor;
  query: string;
}

export const banners: Banner[] = [
  {
    src: '/content/banners/banner-1.svg',
    alt: msg`Big Savings Days: mobiles from ₹6,999 with bank offers`,
    query: 'Mobiles',
  },
  {
    src: '/content/banners/banner-2.svg',
    alt: msg`Electronics Sale: up to 80% off on earbuds, watches and more`,
    query: 'Electronics',
  },
  { src: '/content/banners/banner-3.svg', alt: msg`Fashion Week: minimum 50% off on top brands`, query: 'Fashion' },
  {
    src: '/content/banners/banner-4.svg',
    alt: msg`Home Makeover: furniture and kitchen from ₹199`,
    query: 'Furniture',
  },
  {
    src: '/content/banners/banner-5.svg',
    alt: msg`Grocery Supersaver: daily essentials at the lowest prices`,
    query: 'Grocery',
  },
];

/** The scrolling Shopping banner under the carousel. */
export const shoppingBannerMessages: MessageDescriptor[] = [
  msg`Shopping made simple`,
  msg`Free delivery on your first order`,
  msg`No cost EMI on cards above ₹10,000`,
  msg`10% instant discount with bank offers`,
  msg`Easy 7-day returns on most products`,
  msg`Genuine products from trusted sellers`,
];
