/** The home page's auto-playing banners; each opens the results listing for its search text. */
export interface Banner {
  src: string;
  alt: string;
  query: string;
}

export const banners: Banner[] = [
  { src: '/content/banners/banner-1.svg', alt: 'Big Savings Days: mobiles from ₹6,999 with bank offers', query: 'Mobiles' },
  { src: '/content/banners/banner-2.svg', alt: 'Electronics Sale: up to 80% off on earbuds, watches and more', query: 'Electronics' },
  { src: '/content/banners/banner-3.svg', alt: 'Fashion Week: minimum 50% off on top brands', query: 'Fashion' },
  { src: '/content/banners/banner-4.svg', alt: 'Home Makeover: furniture and kitchen from ₹199', query: 'Furniture' },
  { src: '/content/banners/banner-5.svg', alt: 'Grocery Supersaver: daily essentials at the lowest prices', query: 'Grocery' },
];

/** The scrolling Shopping banner under the carousel. */
export const shoppingBannerMessages: string[] = [
  'Shopping made simple',
  'Free delivery on your first order',
  'No cost EMI on cards above ₹10,000',
  '10% instant discount with bank offers',
  'Easy 7-day returns on most products',
  'Genuine products from trusted sellers',
];
