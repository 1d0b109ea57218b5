/**
 * The listing's state lives in the URL, so links, reloads and Back keep it: one parameter per facet
 * with a selection (repeated for several labels), `sort`, and `page`. The filter actions
 * (addFilter, removeFilter, toggleFilter and clearFilters) are functions from one query string to the
 * next; the filter list is derived from the URL, never copied into the store
 * (docs/decisions/003-listing-state-in-the-url.md).
 */
import { facetKeys, type FacetKey, type FilterSelection } from './facets';
import { defaultSortOf, isSortKey, type SortKey } from './sortItems';

export const PAGE_SIZE = 40;

export interface ListingState {
  selection: FilterSelection;
  sort: SortKey;
  page: number;
}

export function readListingState(params: URLSearchParams): ListingState {
  const selection: FilterSelection = {};
  for (const key of facetKeys) {
    const labels = [...new Set(params.getAll(key))].filter(Boolean);
    if (labels.length) selection[key] = labels;
  }
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    selection,
    sort: isSortKey(sort) ? sort : defaultSortOf(params),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** A copy of `params` on page 1: any change of filter or sort starts the results over. */
function firstPage(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  return next;
}

export function addFilter(params: URLSearchParams, key: FacetKey, label: string): URLSearchParams {
  const next = firstPage(params);
  if (!next.getAll(key).includes(label)) next.append(key, label);
  return next;
}

export function removeFilter(params: URLSearchParams, key: FacetKey, label: string): URLSearchParams {
  const next = firstPage(params);
  const kept = next.getAll(key).filter((value) => value !== label);
  next.delete(key);
  for (const value of kept) next.append(key, value);
  return next;
}

/** A checkbox: selects the label, or unselects it when it was selected. */
export function toggleFilter(params: URLSearchParams, key: FacetKey, label: string): URLSearchParams {
  return params.getAll(key).includes(label) ? removeFilter(params, key, label) : addFilter(params, key, label);
}

/** The selection with `label` of facet `key` flipped: what a checkbox shows before the URL catches up. */
export function toggleSelected(selection: FilterSelection, key: FacetKey, label: string): FilterSelection {
  const current = selection[key] ?? [];
  const next = current.includes(label) ? current.filter((l) => l !== label) : [...current, label];
  return { ...selection, [key]: next };
}

export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = firstPage(params);
  for (const key of facetKeys) next.delete(key);
  return next;
}

export function withSort(params: URLSearchParams, sort: SortKey): URLSearchParams {
  const next = firstPage(params);
  if (sort === defaultSortOf(params)) next.delete('sort');
  else next.set('sort', sort);
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** `?…` for a link, or '' when there is nothing to say. */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}
