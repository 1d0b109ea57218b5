// Matchers for the shapes the storefront reads. Responses are matched by type and pattern, never by
// the example's exact values, so a server with another catalogue still satisfies the contract.
import { MatchersV3 } from '@pact-foundation/pact';
import type { Product } from 'web/api/types';
import { EXAMPLE_TOKEN } from './examples';
import type { Account } from './states';

const { eachLike, regex, string, integer } = MatchersV3;

export const OBJECT_ID = '^[0-9a-f]{24}$';
/** "₹14,993", "₹1,29,999": the rupee sign and Indian digit grouping. */
export const RUPEES = '^₹(?:\\d{1,2},(?:\\d{2},)*\\d{3}|\\d{1,3})$';
export const DISCOUNT = '^\\d{1,2}% off$';
/** An absolute http(s) URL, as the hosted API sends image URLs (openapi.yaml: `format: uri`). */
export const ABSOLUTE_URL = '^https?://[^/\\s?#]+(?:[/?#]\\S*)?$';

export const objectId = (example: string) => regex(OBJECT_ID, example);

/** A message the storefront shows as it is: any string (its status field or HTTP status carries the meaning). */
export const message = (example: string) => string(example);

/** Any product in the hosted shape; the catalogue's optional extras may come along. */
export function productLike(example: Product) {
  const { price } = example.content;
  return {
    _id: objectId(example._id),
    url: regex(ABSOLUTE_URL, example.url),
    content: {
      title: string(example.content.title),
      clrTitle: string(example.content.clrTitle),
      price: {
        sell_price: regex(RUPEES, price.sell_price),
        org_price: regex(RUPEES, price.org_price),
        discount: regex(DISCOUNT, price.discount),
      },
    },
    __v: integer(example.__v),
  };
}

/**
 * The product as the storefront sends it back in add-to-cart: every field it read, offer labels
 * included (a pact request may not carry keys the template lacks).
 */
export function sentProductLike(example: Product) {
  const product = productLike(example);
  const { other } = example.content;
  return other ? { ...product, content: { ...product.content, other: eachLike(other[0] ?? '') } } : product;
}

export const productsLike = (example: Product) => ({ prod: eachLike(productLike(example)) });

/** A successful signup or login: a token and the account's public fields (never a password). */
export function signedInLike(account: Account, msg: string) {
  return {
    status: true,
    msg: message(msg),
    token: string(EXAMPLE_TOKEN),
    user: {
      firstname: string(account.firstname),
      lastname: string(account.lastname),
      phone: string(account.phone),
      email: string(account.email),
    },
  };
}

/** The bearer header a signed-in client sends; the verifier swaps in a token issued for the state. */
export const bearer = (token: string) => ({ Authorization: regex('^Bearer \\S+$', `Bearer ${token}`) });

export { eachLike };
