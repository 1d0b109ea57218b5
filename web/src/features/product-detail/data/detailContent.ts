/**
 * The detail page's static placeholder content (rating 4.4, offers, 40 percent extra
 * off, packaging fee 59 rupees, the pincode texts), and the fallbacks used when a product lacks a
 * field (hosted products have no rating, highlights, seller, description or specifications).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const PLACEHOLDER_RATING = 4.4;
export const PLACEHOLDER_RATING_COUNT = 1249;
export const PACKAGING_FEE = 59;
export const EXTRA_OFF = msg`Extra 40% off`;
export const FALLBACK_SELLER = 'RetailNet';

export const pincodeTexts = {
  outOfStock: msg`Currently out of stock in this area`,
  exchangeHint: msg`Enter pincode to check if exchange is available`,
} as const;

export const offers: { kind: MessageDescriptor; text: MessageDescriptor }[] = [
  { kind: msg`Bank Offer`, text: msg`5% Unlimited Cashback on the RupeeStore bank credit card` },
  { kind: msg`Bank Offer`, text: msg`10% off up to ₹1,250 on debit card EMI transactions, minimum order ₹5,000` },
  { kind: msg`Special Price`, text: msg`Get extra 40% off (price inclusive of cashback/coupon)` },
  { kind: msg`Partner Offer`, text: msg`Sign up for Pay Later and get a gift card worth up to ₹500` },
];

export const exchangeChoices = [
  { value: 'without', label: msg`Buy without Exchange` },
  { value: 'with', label: msg`Buy with Exchange`, note: msg`up to ₹3,000 off` },
] as const;

export const FALLBACK_WARRANTY = msg`1 year manufacturer warranty for device and 6 months for in-box accessories`;

export const sellerPromises = [msg`7 Days Replacement Policy`, msg`GST invoice available`];

export const ratingBreakdown: { stars: number; share: number }[] = [
  { stars: 5, share: 0.62 },
  { stars: 4, share: 0.21 },
  { stars: 3, share: 0.09 },
  { stars: 2, share: 0.03 },
  { stars: 1, share: 0.05 },
];

/** Specification rows shown before Read More. */
export const SPECS_PREVIEW = 4;

/** The one demo video among the thumbnails. */
export const productVideo = {
  src: '/static/media/product-demo.webm',
  thumbnail: '/static/detail/video-thumbnail.svg',
} as const;
