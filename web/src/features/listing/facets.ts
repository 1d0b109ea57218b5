/**
 * The filter facets of the listing (the spec's featureTitle and featureList): price, brand,
 * ratings, RAM, storage, battery, screen size, primary camera and discount. A facet tells which of
 * its labels a product falls under; a product passes when, for every facet with a selection, one of
 * its labels is selected. Facets whose field no product has (hosted data has no brand, rating or
 * attributes) offer no labels and are not shown.
 */
import type { ListingItem } from './listingItems';

export type FacetKey = 'price' | 'brand' | 'rating' | 'ram' | 'storage' | 'battery' | 'screen' | 'camera' | 'discount';

export type FilterSelection = Partial<Record<FacetKey, string[]>>;

export interface Facet {
  key: FacetKey;
  title: string;
  /** The labels `item` falls under: none when it lacks the field, several for "4★ & above"-style facets. */
  labelsOf: (item: ListingItem) => string[];
  /** Labels in display order: fixed for ranges, numeric-aware for values. */
  order: (labels: string[]) => string[];
}

interface Range {
  label: string;
  min?: number;
  /** Exclusive. */
  max?: number;
}

const numberIn = (text: string | undefined) => (text ? Number.parseFloat(text) : Number.NaN);

function valueFacet(key: FacetKey, title: string, read: (item: ListingItem) => string | undefined): Facet {
  return {
    key,
    title,
    labelsOf: (item) => {
      const value = read(item);
      return value ? [value] : [];
    },
    order: (labels) => [...labels].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
  };
}

function rangeFacet(key: FacetKey, title: string, read: (item: ListingItem) => number, ranges: Range[]): Facet {
  const declared = ranges.map((r) => r.label);
  return {
    key,
    title,
    labelsOf: (item) => {
      const value = read(item);
      if (!Number.isFinite(value)) return [];
      return ranges.filter((r) => (r.min === undefined || value >= r.min) && (r.max === undefined || value < r.max)).map((r) => r.label);
    },
    order: (labels) => declared.filter((label) => labels.includes(label)),
  };
}

/** The spec's price choices: 10000, 15000, 20000, 30000 and above. */
export const priceRanges: Range[] = [
  { label: 'Under ₹10,000', max: 10000 },
  { label: '₹10,000 - ₹15,000', min: 10000, max: 15000 },
  { label: '₹15,000 - ₹20,000', min: 15000, max: 20000 },
  { label: '₹20,000 - ₹30,000', min: 20000, max: 30000 },
  { label: '₹30,000 and Above', min: 30000 },
];

export const facets: Facet[] = [
  rangeFacet('price', 'Price', (item) => (item.price > 0 ? item.price : Number.NaN), priceRanges),
  valueFacet('brand', 'Brand', (item) => item.product.brand),
  rangeFacet('rating', 'Customer Ratings', (item) => item.product.rating ?? Number.NaN, [
    { label: '4★ & above', min: 4 },
    { label: '3★ & above', min: 3 },
  ]),
  valueFacet('ram', 'RAM', (item) => item.product.attributes?.ram),
  valueFacet('storage', 'Internal Storage', (item) => item.product.attributes?.storage),
  rangeFacet('battery', 'Battery Capacity', (item) => numberIn(item.product.attributes?.battery), [
    { label: 'Less than 4000 mAh', max: 4000 },
    { label: '4000 - 4999 mAh', min: 4000, max: 5000 },
    { label: '5000 - 5999 mAh', min: 5000, max: 6000 },
    { label: '6000 mAh & Above', min: 6000 },
  ]),
  rangeFacet('screen', 'Screen Size', (item) => numberIn(item.product.attributes?.screenSize), [
    { label: 'Less than 6.5 inch', max: 6.5 },
    { label: '6.5 - 6.9 inch', min: 6.5, max: 7 },
    { label: '7 inch & Above', min: 7 },
  ]),
  rangeFacet('camera', 'Primary Camera', (item) => numberIn(item.product.attributes?.camera), [
    { label: 'Below 48 MP', max: 48 },
    { label: '48 - 99 MP', min: 48, max: 100 },
    { label: '100 MP & Above', min: 100 },
  ]),
  rangeFacet('discount', 'Discount', (item) => item.discount, [
    { label: '50% or more', min: 50 },
    { label: '40% or more', min: 40 },
    { label: '30% or more', min: 30 },
    { label: '20% or more', min: 20 },
    { label: '10% or more', min: 10 },
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
