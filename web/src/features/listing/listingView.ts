/**
 * What the listing shows, in stages: the scope (the clicked product's category, or the search
 * results), the facets over that scope, the filtered and sorted results, and one page of them.
 * `useListingView` recomputes only the stages whose inputs changed, so paging never re-filters and
 * ticking a box never re-reads the catalogue.
 */
import { t } from '@lingui/core/macro';
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { CardProduct } from '../../components/ProductCard/ProductCard';
import type { Product } from '../../lib/api';
import type { NoResultsHelp } from '../../entities/catalogue/search/noResults';
import { hasIndicLetters } from '../../entities/catalogue/search/script';
import { useLoadedWhen } from '../../hooks/useLoadedWhen';
import { applyFilters, facetOptions, facets, type FacetKey, type FacetOption, type FacetWithOptions } from './facets';
import { toListingItems, type ListingItem } from './listingItems';
import { PAGE_SIZE, type ListingState } from './listingParams';
import type { Found } from './searchScope';
import { sortItems } from './sortItems';

export type ListingScope = { kind: 'product'; prodId: string } | { kind: 'search'; query: string };

export interface Scoped {
  items: ListingItem[];
  /** The title above the results: a category, 'All Products', or the search text. */
  heading: string;
  /** The clicked product's category, when the listing is one. */
  category?: string;
  /** The product to show first, when the shopper came from one. */
  pinnedId?: string;
  /** What a search that finds nothing offers instead. */
  help?: NoResultsHelp;
}

/** The title above the results of `scope`: the category, the search text, else 'All Products'. */
export function headingOf(scope: ListingScope, category: string | undefined): string {
  if (category) return category;
  return (scope.kind === 'search' && scope.query.trim()) || t`All Products`;
}

/** Whether `scope` needs the search engine (searchScope.ts) to be drawn. */
export const needsSearch = (scope: ListingScope): boolean => scope.kind === 'search' && scope.query.trim() !== '';

/**
 * A search over the catalogue the listing's items were made from (searchScope.ts over that very
 * array, so its index is found by identity, never rebuilt or fingerprinted).
 */
export type CatalogueSearch = (query: string) => Found;

/**
 * The items of `scope`. A search needs `search` (searchScope.ts, loaded apart): without it, a
 * search's scope is undefined (still loading).
 */
export function scopeItems(
  items: readonly ListingItem[],
  scope: ListingScope,
  search?: CatalogueSearch,
): Scoped | undefined {
  if (scope.kind === 'search') {
    if (!needsSearch(scope)) return { items: [...items], heading: headingOf(scope, undefined) };
    if (!search) return undefined;
    const found = search(scope.query.trim());
    return {
      items: found.positions.map((position) => items[position]!),
      heading: headingOf(scope, undefined),
      ...(found.help ? { help: found.help } : {}),
    };
  }
  const clicked = items.find((item) => item.product._id === scope.prodId);
  const category = clicked?.product.category;
  if (!clicked || !category) {
    // Hosted products have no category: the listing is the whole catalogue, the clicked one first.
    return { items: [...items], heading: headingOf(scope, undefined), ...(clicked ? { pinnedId: scope.prodId } : {}) };
  }
  return {
    items: items.filter((item) => item.product.category === category),
    heading: category,
    category,
    pinnedId: scope.prodId,
  };
}

/** The scope of `/filter-product/{prodId}` or `/search?q=`, from the route's params and query. */
export function scopeOf(prodId: string | undefined, query: string | null): ListingScope {
  return prodId ? { kind: 'product', prodId } : { kind: 'search', query: query ?? '' };
}

export interface PageOf<T> {
  page: number;
  pageCount: number;
  first: number;
  last: number;
  items: T[];
}

/** Page `page` (1-based, clamped to the pages there are) of `items`, 40 to a page. */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): PageOf<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return { page: current, pageCount, first: slice.length ? start + 1 : 0, last: start + slice.length, items: slice };
}

/**
 * Equal in all a card draws (RTK Query's structural sharing returns the first when the contents
 * are): a server summary's product carries no more than that.
 */
const sameCard = (a: CardProduct, b: CardProduct) =>
  a === b ||
  (a._id === b._id &&
    a.url === b.url &&
    a.rating === b.rating &&
    a.ratingCount === b.ratingCount &&
    copyWithStructuralSharing(a.content, b.content) === a.content);

/**
 * Whether two pages show the same: the same place among the results and the same cards, in the
 * same order. The page the server summed up, and then the catalogue the browser reads once live,
 * come as new objects: an unchanged page must not redraw its cards (decision 025).
 */
export function samePage(a: ListingView['page'], b: ListingView['page']): boolean {
  return (
    a.page === b.page &&
    a.pageCount === b.pageCount &&
    a.first === b.first &&
    a.last === b.last &&
    a.items.length === b.items.length &&
    a.items.every((item, i) => sameCard(item.product, b.items[i]!.product))
  );
}

/** What a search that finds nothing offers, as the page draws it. */
export interface NoResultsView {
  didYouMean?: string;
  categories: string[];
  popular: CardProduct[];
}

const helpView = (help: NoResultsHelp | undefined): { help?: NoResultsView } =>
  help ? { help: { ...help, popular: help.popular.map(forCard) } } : {};

export interface ListingView {
  /** The title above the results. */
  heading: string;
  help?: NoResultsView;
  /** How many products the scope holds, before filters. */
  scopedCount: number;
  facets: FacetWithOptions[];
  /** How many products pass the filters. */
  resultCount: number;
  /** The page shown: its products as the cards draw them. */
  page: PageOf<{ product: CardProduct }>;
}

/**
 * What a listing shows, summed up on the server (the listing route's loader, app/router.tsx): the
 * one page of products it draws, the facets and the counts, never the catalogue, so a listing's
 * HTML holds at most one page of products whatever its scope. The browser draws the listing from
 * it while it hydrates the page, and from the whole catalogue once that has arrived: both give the
 * same page.
 */
export interface ListingSummary {
  category?: string;
  scopedCount: number;
  facets: { key: FacetKey; options: FacetOption[] }[];
  resultCount: number;
  page: Omit<PageOf<never>, 'items'>;
  /** As a card draws them: the listing's filters and sorts need the catalogue, which comes next. */
  products: CardProduct[];
  help?: NoResultsView;
}

/** What a card draws of `product`, the rest left out of the page. */
function forCard({ _id, url, content, rating, ratingCount }: Product): CardProduct {
  return {
    _id,
    url,
    content,
    ...(rating === undefined ? {} : { rating }),
    ...(ratingCount === undefined ? {} : { ratingCount }),
  };
}

/** `search` (searchScope.ts over `products`) is needed for a search's scope. */
export function listingSummary(
  products: readonly Product[],
  scope: ListingScope,
  state: ListingState,
  search?: CatalogueSearch,
): ListingSummary {
  const scoped = scopeItems(toListingItems(products), scope, search);
  if (!scoped) throw new Error('a search is summed up with the search engine');
  const results = sortItems(applyFilters(scoped.items, state.selection), state.sort, scoped.pinnedId);
  const { items, ...page } = paginate(results, state.page);
  return {
    ...(scoped.category ? { category: scoped.category } : {}),
    scopedCount: scoped.items.length,
    facets: facetOptions(scoped.items, state.selection).map(({ facet, options }) => ({ key: facet.key, options })),
    resultCount: results.length,
    page,
    products: items.map((item) => forCard(item.product)),
    ...helpView(scoped.help),
  };
}

/** The listing drawn from a summary (the server's, while the catalogue is on its way). */
export function summaryView(summary: ListingSummary, scope: ListingScope): ListingView {
  return {
    heading: headingOf(scope, summary.category),
    scopedCount: summary.scopedCount,
    facets: summary.facets.flatMap(({ key, options }) => {
      const facet = facets.find((candidate) => candidate.key === key);
      return facet ? [{ facet, options }] : [];
    }),
    resultCount: summary.resultCount,
    page: { ...summary.page, items: summary.products.map((product) => ({ product })) },
    ...(summary.help ? { help: summary.help } : {}),
  };
}

/**
 * `scope` and `state` must keep their identity while unchanged (memoize them from the URL). The
 * facets are counted only `withFacets` (while a filter panel shows): otherwise they are empty.
 * Undefined while a search waits for the search engine (loaded once a search is shown).
 */
export function useListingView(
  products: readonly Product[] | undefined,
  scope: ListingScope,
  state: ListingState,
  withFacets = true,
): ListingView | undefined {
  const items = useMemo(() => toListingItems(products ?? []), [products]);
  const engine = useLoadedWhen(needsSearch(scope), loadSearchScope);
  const indicQuery = scope.kind === 'search' && hasIndicLetters(scope.query);
  const toLatin = useLoadedWhen(indicQuery, loadIndic)?.toLatin;
  const search = useMemo<CatalogueSearch | undefined>(
    () =>
      engine && (!indicQuery || toLatin) ? (query) => engine.searchScope(products ?? [], query, toLatin) : undefined,
    [engine, indicQuery, toLatin, products],
  );
  const found = useMemo(() => scopeItems(items, scope, search), [items, scope, search]);
  const scoped = found ?? pending;
  const { selection, sort, page } = state;
  const facetList = useMemo(
    () => (withFacets ? facetOptions(scoped.items, selection) : []),
    [withFacets, scoped, selection],
  );
  const filtered = useMemo(() => applyFilters(scoped.items, selection), [scoped, selection]);
  const results = useMemo(() => sortItems(filtered, sort, scoped.pinnedId), [filtered, sort, scoped.pinnedId]);
  const pageOf = useMemo(() => paginate(results, page), [results, page]);
  return useMemo(
    () =>
      found && {
        ...helpView(found.help),
        heading: found.heading,
        scopedCount: found.items.length,
        facets: facetList,
        resultCount: results.length,
        page: pageOf,
      },
    [found, facetList, results, pageOf],
  );
}

const loadSearchScope = () => import('./searchScope');
const loadIndic = () => import('../../entities/catalogue/search/indic');
const pending: Scoped = { items: [], heading: '' };
