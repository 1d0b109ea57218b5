import { searchScope } from './searchScope';
import { i18n } from '@lingui/core';
import { hostedProducts, makeProduct } from '../../test/products';
import { applyFilters, facetOptions, numericOrder } from './facets';
import { toListingItems } from './listingItems';
import {
  addFilter,
  clearFilters,
  readListingState,
  removeFilter,
  toggleFilter,
  toggleSelected,
  withPage,
  withSort,
} from './listingParams';
import { paginate, scopeItems } from './listingView';
import { sortItems } from './sortItems';

const phones = [
  makeProduct({
    n: 1,
    brand: 'Kavi',
    price: 8999,
    discount: 12,
    rating: 4.5,
    ratingCount: 10,
    category: 'Mobiles & Tablets',
    createdAt: '2024-03-01T00:00:00Z',
  }),
  makeProduct({
    n: 2,
    brand: 'Zentra',
    price: 14999,
    discount: 35,
    rating: 3.2,
    ratingCount: 500,
    category: 'Mobiles & Tablets',
    createdAt: '2024-05-01T00:00:00Z',
  }),
  makeProduct({
    n: 3,
    brand: 'Kavi',
    price: 31999,
    discount: 55,
    rating: 4.1,
    ratingCount: 90,
    category: 'Mobiles & Tablets',
    createdAt: '2024-01-01T00:00:00Z',
  }),
  makeProduct({
    n: 4,
    brand: 'Lumio',
    price: 19999,
    discount: 20,
    rating: 2.9,
    ratingCount: 90,
    category: 'Beauty',
    createdAt: '2024-04-01T00:00:00Z',
  }),
];
const items = toListingItems(phones);
const titles = (list: { product: { _id: string } }[]) =>
  list.map((i) => phones.findIndex((p) => p._id === i.product._id) + 1);

describe('facets', () => {
  it('offers the labels the products have, with counts, and hides facets nobody has', () => {
    const offered = facetOptions(items);
    const brand = offered.find((f) => f.facet.key === 'brand')!;
    expect(brand.options).toEqual([
      { label: 'Kavi', count: 2 },
      { label: 'Lumio', count: 1 },
      { label: 'Zentra', count: 1 },
    ]);
    const price = offered.find((f) => f.facet.key === 'price')!;
    expect(price.options.map((o) => o.label)).toEqual([
      'Under ₹10,000',
      '₹10,000 - ₹15,000',
      '₹15,000 - ₹20,000',
      '₹30,000 and Above',
    ]);
    const hosted = facetOptions(toListingItems(hostedProducts)).map((f) => i18n._(f.facet.title));
    expect(hosted).toEqual(['Price', 'Discount']);
  });

  it('filters: OR within a facet, AND across facets', () => {
    expect(titles(applyFilters(items, { brand: ['Kavi'] }))).toEqual([1, 3]);
    expect(titles(applyFilters(items, { brand: ['Kavi', 'Lumio'] }))).toEqual([1, 3, 4]);
    expect(titles(applyFilters(items, { brand: ['Kavi'], price: ['₹30,000 and Above'] }))).toEqual([3]);
    expect(titles(applyFilters(items, { rating: ['4★ & above'] }))).toEqual([1, 3]);
    expect(titles(applyFilters(items, { discount: ['30% or more'] }))).toEqual([2, 3]);
    expect(titles(applyFilters(items, { price: ['Under ₹10,000', '₹15,000 - ₹20,000'] }))).toEqual([1, 4]);
  });

  it('filters on the attributes: RAM, storage, battery, screen, camera', () => {
    const withAttrs = toListingItems([
      {
        ...phones[0]!,
        attributes: { ram: '8 GB', storage: '128 GB', battery: '5000 mAh', screenSize: '6.67 inch', camera: '108 MP' },
      },
      {
        ...phones[1]!,
        attributes: { ram: '4 GB', storage: '64 GB', battery: '4500 mAh', screenSize: '6.1 inch', camera: '50 MP' },
      },
    ]);
    expect(applyFilters(withAttrs, { ram: ['8 GB'] })).toHaveLength(1);
    expect(applyFilters(withAttrs, { storage: ['64 GB'] })[0]!.product._id).toBe(phones[1]!._id);
    expect(applyFilters(withAttrs, { battery: ['5000 - 5999 mAh'] })[0]!.product._id).toBe(phones[0]!._id);
    expect(applyFilters(withAttrs, { screen: ['Less than 6.5 inch'] })[0]!.product._id).toBe(phones[1]!._id);
    expect(applyFilters(withAttrs, { camera: ['100 MP & Above'] })[0]!.product._id).toBe(phones[0]!._id);
    const ram = facetOptions(withAttrs).find((f) => f.facet.key === 'ram')!;
    expect(ram.options.map((o) => o.label)).toEqual(['4 GB', '8 GB']);
  });

  it('keeps offering a selected label that no product has, so it can be undone', () => {
    const brand = facetOptions(items, { brand: ['Gone'] }).find((f) => f.facet.key === 'brand')!;
    expect(brand.options).toContainEqual({ label: 'Gone', count: 0 });
  });
});

describe('sorting', () => {
  it('sorts by popularity, price both ways, and newest', () => {
    expect(titles(sortItems(items, 'popularity'))).toEqual([2, 3, 4, 1]);
    expect(titles(sortItems(items, 'price-asc'))).toEqual([1, 2, 4, 3]);
    expect(titles(sortItems(items, 'price-desc'))).toEqual([3, 4, 2, 1]);
    expect(titles(sortItems(items, 'newest'))).toEqual([2, 4, 1, 3]);
  });

  it('puts the clicked product first under the default order only', () => {
    expect(titles(sortItems(items, 'popularity', phones[0]!._id))).toEqual([1, 2, 3, 4]);
    expect(titles(sortItems(items, 'price-desc', phones[0]!._id))).toEqual([3, 4, 2, 1]);
  });

  it('makes sense on hosted data: catalogue order, newest = last added', () => {
    const hosted = toListingItems(hostedProducts);
    expect(sortItems(hosted, 'popularity')[0]!.product).toBe(hostedProducts[0]);
    expect(sortItems(hosted, 'newest')[0]!.product).toBe(hostedProducts[hostedProducts.length - 1]);
    const ascending = sortItems(hosted, 'price-asc').map((i) => i.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it('orders prices of a lakh and more right (every comma is read)', () => {
    const lakh = toListingItems([makeProduct({ n: 1, price: 129999 }), makeProduct({ n: 2, price: 99999 })]);
    expect(sortItems(lakh, 'price-desc').map((i) => i.product.content.price.sell_price)).toEqual([
      '₹1,29,999',
      '₹99,999',
    ]);
  });
});

describe('numericOrder', () => {
  it('reads numbers by their value and letters regardless of case', () => {
    expect(['16 GB', '8 GB', '128 GB', '1 TB', '6.5 inch', '6.25 inch'].sort(numericOrder)).toEqual([
      '1 TB',
      '6.25 inch',
      '6.5 inch',
      '8 GB',
      '16 GB',
      '128 GB',
    ]);
    expect(['zentra', 'Kavi', 'lumio', 'Kavi 2', 'Kavi 10'].sort(numericOrder)).toEqual([
      'Kavi',
      'Kavi 2',
      'Kavi 10',
      'lumio',
      'zentra',
    ]);
  });
});

describe('scope', () => {
  it('a clicked product lists its category, itself first', () => {
    const scoped = scopeItems(items, { kind: 'product', prodId: phones[2]!._id })!;
    expect(scoped.heading).toBe('Mobiles & Tablets');
    expect(titles(scoped.items)).toEqual([1, 2, 3]);
    expect(titles(sortItems(scoped.items, 'popularity', scoped.pinnedId))[0]).toBe(3);
  });

  it('a product without category (hosted) lists everything, itself first', () => {
    const hosted = toListingItems(hostedProducts);
    const scoped = scopeItems(hosted, { kind: 'product', prodId: hostedProducts[50]!._id })!;
    expect(scoped.items).toHaveLength(hostedProducts.length);
    expect(sortItems(scoped.items, 'popularity', scoped.pinnedId)[0]!.product).toBe(hostedProducts[50]);
  });

  it('search results match title, brand or category, any case, with the search engine', () => {
    expect(scopeItems(items, { kind: 'search', query: 'KAVI' })).toBeUndefined();
    expect(titles(scopeItems(items, { kind: 'search', query: 'KAVI' }, (q) => searchScope(phones, q))!.items)).toEqual([
      1, 3,
    ]);
    expect(
      titles(scopeItems(items, { kind: 'search', query: 'beauty' }, (q) => searchScope(phones, q))!.items),
    ).toEqual([4]);
    expect(scopeItems(items, { kind: 'search', query: ' ' })!.items).toHaveLength(items.length);
  });
});

describe('pagination', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('has 40 to a page and clamps the page number', () => {
    expect(paginate(hundred, 1)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 40 });
    expect(paginate(hundred, 3).items).toEqual(hundred.slice(80));
    expect(paginate(hundred, 9)).toMatchObject({ page: 3, first: 81, last: 100 });
    expect(paginate([], 1)).toMatchObject({ page: 1, pageCount: 1, first: 0, last: 0 });
  });
});

describe('URL state', () => {
  it('reads filters, sort and page, ignoring junk', () => {
    const state = readListingState(
      new URLSearchParams('brand=Kavi&brand=Zentra&price=Under+%E2%82%B910%2C000&sort=price-asc&page=3&colour=red'),
    );
    expect(state).toEqual({
      selection: { brand: ['Kavi', 'Zentra'], price: ['Under ₹10,000'] },
      sort: 'price-asc',
      page: 3,
    });
    expect(readListingState(new URLSearchParams('sort=cheap&page=-2'))).toEqual({
      selection: {},
      sort: 'popularity',
      page: 1,
    });
  });

  it('addFilter, removeFilter and clear return to page 1 and keep the rest', () => {
    const start = new URLSearchParams('q=kavi&sort=newest&page=4');
    const added = addFilter(start, 'brand', 'Kavi');
    expect(added.toString()).toBe('q=kavi&sort=newest&brand=Kavi');
    const two = addFilter(added, 'brand', 'Lumio');
    expect(removeFilter(two, 'brand', 'Kavi').getAll('brand')).toEqual(['Lumio']);
    expect(toggleFilter(two, 'brand', 'Lumio').getAll('brand')).toEqual(['Kavi']);
    expect(clearFilters(addFilter(two, 'rating', '4★ & above')).toString()).toBe('q=kavi&sort=newest');
  });

  it('toggleSelected flips one label of one facet', () => {
    expect(toggleSelected({ brand: ['Kavi'] }, 'brand', 'Lumio')).toEqual({ brand: ['Kavi', 'Lumio'] });
    expect(toggleSelected({ brand: ['Kavi'], ram: ['8 GB'] }, 'brand', 'Kavi')).toEqual({ brand: [], ram: ['8 GB'] });
  });

  it('sort and page write the short form', () => {
    expect(withSort(new URLSearchParams('page=2&sort=newest'), 'popularity').toString()).toBe('');
    expect(withPage(new URLSearchParams('sort=newest'), 2).toString()).toBe('sort=newest&page=2');
    expect(withPage(new URLSearchParams('page=2'), 1).toString()).toBe('');
  });
});
