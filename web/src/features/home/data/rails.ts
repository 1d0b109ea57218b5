/**
 * The home page's product rails. A rail shows products of its categories; when the catalogue has
 * no categories (the hosted API), each rail shows its own slice of the list instead. Timed rails
 * show the countdown.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface Rail {
  title: MessageDescriptor;
  /** Categories the rail draws from; empty means one product per brand ('Feature Brands'). */
  categories: string[];
  timed: boolean;
  /** The search text of the rail's VIEW ALL link. */
  viewAll: string;
}

export const rails: Rail[] = [
  {
    title: msg`Best Of Electronics`,
    categories: ['Electronics', 'Mobiles & Tablets', 'TVs & Appliances'],
    timed: true,
    viewAll: 'Electronics',
  },
  {
    title: msg`Beauty Food Toys & More`,
    categories: ['Beauty', 'Grocery', 'Home & Kitchen', 'Fashion', 'Travel'],
    timed: true,
    viewAll: 'Beauty',
  },
  { title: msg`Beauty`, categories: ['Beauty'], timed: false, viewAll: 'Beauty' },
  { title: msg`Feature Brands`, categories: [], timed: false, viewAll: 'Top Offers' },
];

/**
 * The page of the catalogue the rails are picked from: 120 products hold a dozen of every category
 * of our catalogue, and more than the four rails' 48 slices of the hosted one.
 */
export const railSource = { page: 1, limit: 120 } as const;

/** Items per rail. */
export const RAIL_SIZE = 12;

/** The countdown on timed rails starts at 14 hours. */
export const RAIL_COUNTDOWN_MS = 14 * 60 * 60 * 1000;
