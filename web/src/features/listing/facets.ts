/**
 * The filter facets of the listing (each a title and a list of labels): price, brand,
 * ratings, RAM, storage, battery, screen size, primary camera and discount. A facet tells which of
 * its labels a product falls under; a product passes when, for every facet with a selection, one of
 * its labels is selected. Facets whose field no product has (hosted data has no brand, rating or
 * attributes) offer no labels and are not shown.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingItem } from './listingItems';

export type FacetKey = 'price' | 'brand' | 'rating' | 'ram' | 'storage' | 'battery' | 'screen' | 'camera' | 'discount';

export type FilterSelection = Partial<Record<FacetKey, string[]>>;

export interface Facet {
  key: FacetKey;
  /** Read with `i18n._`. */
  title: MessageDescriptor;
  /** The labels `item` falls under: none when it lacks the field, several for "4★ & above"-style facets. */
  labelsOf: (item: ListingItem) => string[];
  /** Labels in display order: fixed for ranges, numeric-aware for values. */
  order: (labels: string[]) => string[];
  /** How a label reads in the active language: a range's translation; a value (a brand, '8 GB') as it is. */
  display: (label: string) => string;
}

interface Range {
  /** The label in URLs (English in every language, so a shared link filters the same way). */
  label: string;
  text: MessageDescriptor;
  min?: number;
  /** Exclusive. */
  max?: number;
}

const numberIn = (text: string | undefined) => (text ? Number.parseFloat(text) : Number.NaN);

/**
 * Labels in reading order with their numbers compared as numbers ('8 GB' before '16 GB'), letters
 * without regard to case. Not Intl.Collator: building the first one loads collation data, about
 * 35 ms on a phone in the middle of hydrating the listing (decision 025).
 */
export function numericOrder(a: string, b: string): number {
  const left = a.toLowerCase().match(/\d+(?:\.\d+)?|\D+/g) ?? [];
  const right = b.toLowerCase().match(/\d+(?:\.\d+)?|\D+/g) ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const [x, y] = [left[i]!, right[i]!];
    if (x === y) continue;
    const [m, n] = [Number(x), Number(y)];
    if (!Number.isNaN(m) && !Number.isNaN(n)) return m - n;
    return x < y ? -1 : 1;
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0);
}

function valueFacet(key: FacetKey, title: MessageDescriptor, read: (item: ListingItem) => string | undefined): Facet {
  return {
    key,
    title,
    labelsOf: (item) => {
      const value = read(item);
      return value ? [value] : [];
    },
    order: (labels) => [...labels].sort(numericOrder),
    display: (label) => label,
  };
}

function rangeFacet(
  key: FacetKey,
  title: MessageDescriptor,
  read: (item: ListingItem) => number,
  ranges: Range[],
): Facet {
  const declared = ranges.map((r) => r.label);
  return {
    key,
    title,
    labelsOf: (item) => {
      const value = read(item);
      if (!Number.isFinite(value)) return [];
      return ranges
        .filter((r) => (r.min === undefined || value >= r.min) && (r.max === undefined || value < r.max))
        .map((r) => r.label);
    },
    order: (labels) => declared.filter((label) => labels.includes(label)),
    display: (label) => {
      const range = ranges.find((r) => r.label === label);
      return range ? i18n._(range.text) : label;
    },
  };
}

/** The price ranges, split at ₹10,000, ₹15,000, ₹20,000 and ₹30,000 (the last: and above). */
export const priceRanges: Range[] = [
  { label: 'Under ₹10,000', text: msg`Under ₹10,000`, max: 10000 },
  { label: '₹10,000 - ₹15,000', text: msg`₹10,000 - ₹15,000`, min: 10000, max: 15000 },
  { label: '₹15,000 - ₹20,000', text: msg`₹15,000 - ₹20,000`, min: 15000, max: 20000 },
  { label: '₹20,000 - ₹30,000', text: msg`₹20,000 - ₹30,000`, min: 20000, max: 30000 },
  { label: '₹30,000 and Above', text: msg`₹30,000 and Above`, min: 30000 },
];

export const facets: Facet[] = [
  rangeFacet('price', msg`Price`, (item) => (item.price > 0 ? item.price : Number.NaN), priceRanges),
  valueFacet('brand', msg`Brand`, (item) => item.product.brand),
  rangeFacet('rating', msg`Customer Ratings`, (item) => item.product.rating ?? Number.NaN, [
    { label: '4★ & above', text: msg`4★ & above`, min: 4 },
    { label: '3★ & above', text: msg`3★ & above`, min: 3 },
  ]),
  valueFacet('ram', msg`RAM`, (item) => item.product.attributes?.ram),
  valueFacet('storage', msg`Internal Storage`, (item) => item.product.attributes?.storage),
  rangeFacet('battery', msg`Battery Capacity`, (item) => numberIn(item.product.attributes?.battery), [
    { label: 'Less than 4000 mAh', text: msg`Less than 4000 mAh`, max: 4000 },
    { label: '4000 - 4999 mAh', text: msg`4000 - 4999 mAh`, min: 4000, max: 5000 },
    { label: '5000 - 5999 mAh', text: msg`5000 - 5999 mAh`, min: 5000, max: 6000 },
    { label: '6000 mAh & Above', text: msg`6000 mAh & Above`, min: 6000 },
  ]),
  rangeFacet('screen', msg`Screen Size`, (item) => numberIn(item.product.attributes?.screenSize), [
    { label: 'Less than 6.5 inch', text: msg`Less than 6.5 inch`, max: 6.5 },
    { label: '6.5 - 6.9 inch', text: msg`6.5 - 6.9 inch`, min: 6.5, max: 7 },
    { label: '7 inch & Above', text: msg`7 inch & Above`, min: 7 },
  ]),
  rangeFacet('camera', msg`Primary Camera`, (item) => numberIn(item.product.attributes?.camera), [
    { label: 'Below 48 MP', text: msg`Below 48 MP`, max: 48 },
    { label: '48 - 99 MP', text: msg`48 - 99 MP`, min: 48, max: 100 },
    { label: '100 MP & Above', text: msg`100 MP & Above`, min: 100 },
  ]),
  rangeFacet('discount', msg`Discount`, (item) => item.discount, [
    { label: '50% or more', text: msg`50% or more`, min: 50 },
    { label: '40% or more', text: msg`40% or more`, min: 40 },
    { label: '30% or more', text: msg`30% or more`, min: 30 },
    { label: '20% or more', text: msg`20% or more`, min: 20 },
    { label: '10% or more', text: msg`10% or more`, min: 10 },
  ]),
];

export const facetKeys = facets.map((f) => f.key);

export interface FacetOption {
  label: string;
  count: number;
}

export interface FacetWithOptions {
  facet: Facet;
  options: FacetOption[];
}

/**
 * The labels each facet offers over `items`, with how many items fall under each, in one pass.
 * Selected labels are always offered, so a selection from a link can be undone.
 */
export function facetOptions(items: readonly ListingItem[], selection: FilterSelection = {}): FacetWithOptions[] {
  const counts = facets.map(() => new Map<string, number>());
  for (const item of items) {
    facets.forEach((facet, i) => {
      for (const label of facet.labelsOf(item)) counts[i]!.set(label, (counts[i]!.get(label) ?? 0) + 1);
    });
  }
  return facets
    .map((facet, i) => {
      const seen = counts[i]!;
      const selected = (selection[facet.key] ?? []).filter((label) => !seen.has(label));
      const labels = [...facet.order([...seen.keys()]), ...selected];
      return { facet, options: labels.map((label) => ({ label, count: seen.get(label) ?? 0 })) };
    })
    .filter(({ options }) => options.length > 0);
}

/** The items that pass every facet with a selection. */
export function applyFilters(items: readonly ListingItem[], selection: FilterSelection): ListingItem[] {
  const active = facets.filter((facet) => (selection[facet.key]?.length ?? 0) > 0);
  if (active.length === 0) return [...items];
  return items.filter((item) =>
    active.every((facet) => {
      const chosen = selection[facet.key]!;
      return facet.labelsOf(item).some((label) => chosen.includes(label));
    }),
  );
}
