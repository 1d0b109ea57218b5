/**
 * The static reviews under 'Reviews for Popular Mobiles' (placeholder content, not data); one is
 * shown beside each of the first three products.
 */
export interface SampleReview {
  rating: number;
  headline: string;
  text: string;
  author: string;
}

export const sampleReviews: SampleReview[] = [
  {
    rating: 5,
    headline: 'Brilliant',
    text: 'Great value for money. Battery easily lasts a day and the display is bright outdoors.',
    author: 'Verified Buyer, Pune',
  },
  {
    rating: 4,
    headline: 'Very good',
    text: 'Fast and smooth for daily use. Camera is good in daylight, average at night.',
    author: 'Verified Buyer, Chennai',
  },
  {
    rating: 4,
    headline: 'Worth the price',
    text: 'Solid build and quick delivery. Charger could be faster, otherwise no complaints.',
    author: 'Verified Buyer, Lucknow',
  },
];
