/**
 * The sort tabs: Relevance (search results only, and their default: the search's ranking), then
 * the four of every listing. Popularity orders by number of ratings, then rating, then catalogue order
 * (which is all hosted data has); Newest First uses the listing date, or, without one, the
 * catalogue order backwards (the API appends new products).
 */
import { msg } from '@lingui/core/macro';
import type { ListingItem } from './listingItems';

export const sortModes = [
  { key: 'relevance', label: msg`Relevance` },
  { key: 'popularity', label: msg`Popularity` },
  { key: 'price-asc', label: msg`Price--Low to High` },
  { key: 'price-desc', label: msg`Price--High to Low` },
  { key: 'newest', label: msg`Newest First` },
] as const;

export type SortKey = (typeof sortModes)[number]['key'];

export const DEFAULT_SORT: SortKey = 'popularity';

/** A listing's own order: a search's results by relevance, any other listing by popularity. */
export const defaultSortOf = (params: URLSearchParams): SortKey => (params.has('q') ? 'relevance' : DEFAULT_SORT);

/** The tabs a listing offers: Relevance only where there is a search to rank by. */
export const sortModesOf = (params: URLSearchParams) =>
  sortModes.filter((mode) => mode.key !== 'relevance' || params.has('q'));

export function isSortKey(value: string | null): value is SortKey {
  return sortModes.some((mode) => mode.key === value);
}

type Compare = (a: ListingItem, b: ListingItem) => number;

const byPosition: Compare = (a, b) => a.position - b.position;

const compare: Record<SortKey, Compare> = {
  // Search results come ranked (listingView.ts); a sort that keeps their order keeps the ranking.
  relevance: () => 0,
  popularity: (a, b) =>
    (b.product.ratingCount ?? 0) - (a.product.ratingCount ?? 0) ||
    (b.product.rating ?? 0) - (a.product.rating ?? 0) ||
    byPosition(a, b),
  'price-asc': (a, b) => a.price - b.price || byPosition(a, b),
  'price-desc': (a, b) => b.price - a.price || byPosition(a, b),
  newest: (a, b) => {
    const aDated = Number.isFinite(a.listedAt);
    const bDated = Number.isFinite(b.listedAt);
    if (aDated && bDated) return b.listedAt - a.listedAt || byPosition(a, b);
    if (aDated !== bDated) return aDated ? -1 : 1;
    return b.position - a.position;
  },
};

/**
 * `items` in the order of `sort`. `pinnedId` (the product the shopper clicked to get here) goes
 * first under the default order; an explicit price or date sort puts it where it belongs.
 */
export function sortItems(items: readonly ListingItem[], sort: SortKey, pinnedId?: string): ListingItem[] {
  const sorted = [...items].sort(compare[sort]);
  if (sort !== DEFAULT_SORT || !pinnedId) return sorted;
  const at = sorted.findIndex((item) => item.product._id === pinnedId);
  if (at > 0) sorted.unshift(...sorted.splice(at, 1));
  return sorted;
}
