/**
 * A product and its offer as schema.org structured data (./structuredData.ts says the rules): apart,
 * so that only the product page's script carries it.
 */
import type { ItemAvailability, Product as ProductThing, WithContext } from 'schema-dts';
import type { Product } from './api';
import { parseRupees } from './money';
import { context } from './structuredData';

/** A 1–5 star rating with a count of ratings behind it, as the catalogue may give it. */
const isRating = (rating: number | undefined, count: number | undefined): rating is number =>
  typeof rating === 'number' &&
  Number.isFinite(rating) &&
  rating >= 1 &&
  rating <= 5 &&
  typeof count === 'number' &&
  Number.isInteger(count) &&
  count > 0;

/**
 * The contract has no stock level: every product the catalogue lists is offered for sale (its page
 * always offers Add to cart). An offer label that says how few are left is the one hint there is.
 */
function availabilityOf(product: Product): ItemAvailability {
  const fewLeft = product.content.other?.some((label) => /^\s*only \d+ left\s*$/i.test(label));
  return fewLeft ? `${context}/LimitedAvailability` : `${context}/InStock`;
}

/**
 * A product and its offer. `url`: the page's canonical URL; `imageUrls`: its pictures, absolute.
 * The offer's price is the selling price the page shows, in whole rupees; a record whose price
 * holds no number has no offer.
 */
export function productData(product: Product, url: string, imageUrls: string[]): WithContext<ProductThing> {
  const price = parseRupees(product.content.price.sell_price);
  const { rating, ratingCount } = product;
  return {
    '@context': context,
    '@type': 'Product',
    name: product.content.title,
    sku: product._id,
    url,
    ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(price > 0
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price,
            priceCurrency: 'INR',
            availability: availabilityOf(product),
            itemCondition: `${context}/NewCondition`,
          },
        }
      : {}),
    ...(isRating(rating, ratingCount)
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating,
            ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
