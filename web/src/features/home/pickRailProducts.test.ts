import { hostedProducts, makeProduct } from '../../test/products';
import { rails } from './data/rails';
import { pickRailProducts } from './pickRailProducts';

const [electronics, , beauty, brands] = rails as [
  (typeof rails)[number],
  unknown,
  (typeof rails)[number],
  (typeof rails)[number],
];

describe('pickRailProducts', () => {
  const catalogue = [
    makeProduct({ n: 1, category: 'Beauty', brand: 'Glow' }),
    makeProduct({ n: 2, category: 'Electronics', brand: 'Volt' }),
    makeProduct({ n: 3, category: 'Mobiles & Tablets', brand: 'Volt' }),
    makeProduct({ n: 4, category: 'Furniture', brand: 'Oak' }),
  ];

  it('takes the products of the rail’s categories', () => {
    expect(pickRailProducts(catalogue, electronics, 0).map((p) => p.category)).toEqual([
      'Electronics',
      'Mobiles & Tablets',
    ]);
    expect(pickRailProducts(catalogue, beauty, 2).map((p) => p.brand)).toEqual(['Glow']);
  });

  it('Feature Brands shows one product per brand', () => {
    expect(pickRailProducts(catalogue, brands, 3).map((p) => p.brand)).toEqual(['Glow', 'Volt', 'Oak']);
  });

  it('gives each rail its own slice of 12 when products have no category or brand (hosted data)', () => {
    const first = pickRailProducts(hostedProducts, electronics, 0);
    const third = pickRailProducts(hostedProducts, beauty, 2);
    expect(first).toHaveLength(12);
    expect(third).toHaveLength(12);
    expect(first[0]).toBe(hostedProducts[0]);
    expect(third[0]).toBe(hostedProducts[24]);
    expect(pickRailProducts(hostedProducts, brands, 3)[0]).toBe(hostedProducts[36]);
  });
});
