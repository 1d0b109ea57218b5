/**
 * Products for tests: the hosted API's real records (no category, brand, rating or images; remote
 * image URLs), and a generated catalogue shaped like the mock server's, with every optional field.
 */
import type { Product } from '../lib/api';
import { formatRupees } from '../lib/money';
import hosted from '../../../fixtures/hosted-api-products.json';

export const hostedProducts: Product[] = hosted;

const brands = ['Omex', 'Realme', 'Samsung', 'Vivo', 'Poco'] as const;
const categories = ['Mobiles & Tablets', 'Electronics', 'Beauty', 'Fashion'] as const;
const rams = ['2 GB', '4 GB', '6 GB', '8 GB'] as const;
const storages = ['32 GB', '64 GB', '128 GB', '256 GB'] as const;

/** A 24-hex id made from a number, so ids are stable and readable in failures. */
export function productId(n: number): string {
  return n.toString(16).padStart(24, '0');
}

/** An image URL as the mock server answers it: absolute, like the hosted API's (openapi.yaml: format uri). */
function imageUrl(n: number, picture: number): string {
  return `http://localhost:8080/images/products/${productId(n)}/${picture}.svg`;
}

export interface ProductSeed {
  n: number;
  title?: string;
  price?: number;
  org?: number;
  discount?: number;
  category?: string;
  brand?: string;
  rating?: number;
  ratingCount?: number;
  createdAt?: string;
}

/** One full product (every optional field filled), deterministic from `n`. */
export function makeProduct(seed: ProductSeed): Product {
  const { n } = seed;
  const price = seed.price ?? 5000 + ((n * 7919) % 40) * 1000;
  const discount = seed.discount ?? 10 + ((n * 13) % 6) * 10;
  const org = seed.org ?? Math.round(price / (1 - discount / 100));
  return {
    _id: productId(n),
    url: imageUrl(n, 0),
    content: {
      title: seed.title ?? `${brands[n % brands.length]} Phone Model ${n} with a long descriptive name`,
      clrTitle: n % 2 ? 'Black' : 'Blue',
      price: { sell_price: formatRupees(price), org_price: formatRupees(org), discount: `${discount}% off` },
      other: ['Bank Offer'],
    },
    __v: 0,
    category: seed.category ?? categories[n % categories.length],
    brand: seed.brand ?? brands[n % brands.length],
    rating: seed.rating ?? 3 + ((n * 3) % 20) / 10,
    ratingCount: seed.ratingCount ?? (n * 37) % 1000,
    images: [0, 1, 2].map((i) => imageUrl(n, i)),
    highlights: [`${rams[n % rams.length]} RAM`, `${storages[n % storages.length]} ROM`],
    specifications: [
      { name: 'Model Number', value: `M-${n}` },
      { name: 'Colour', value: n % 2 ? 'Black' : 'Blue' },
    ],
    description: `Description of product ${n}.`,
    seller: 'RetailNet',
    attributes: {
      ram: rams[n % rams.length],
      storage: storages[n % storages.length],
      battery: `${4000 + (n % 3) * 500} mAh`,
      screenSize: `${6 + (n % 4) / 10} inch`,
      camera: `${[12, 48, 50, 64][n % 4]} MP`,
    },
    createdAt: seed.createdAt ?? new Date(Date.UTC(2024, 0, 1 + n)).toISOString(),
  };
}

/** `count` full products numbered 1..count. */
export function makeCatalogue(count: number): Product[] {
  return Array.from({ length: count }, (_, i) => makeProduct({ n: i + 1 }));
}
