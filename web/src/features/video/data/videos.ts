/**
 * The video page's catalogue: every clip and picture is a file under web/public/content/video, so
 * nothing is fetched from outside the shop. Three short clips are shared by the 21 entries.
 */
export interface VideoEntry {
  id: string;
  title: string;
  description: string;
  clip: string;
  poster: string;
  thumbnail: string;
  duration: string;
  views: string;
  published: string;
}

export { channel, type Channel } from '../channel';

const CLIP_COUNT = 3;

function clipFor(index: number): Pick<VideoEntry, 'clip' | 'poster'> {
  const n = (index % CLIP_COUNT) + 1;
  return { clip: `/content/video/clip-${n}.webm`, poster: `/content/video/poster-${n}.jpg` };
}

const entries: Array<Pick<VideoEntry, 'title' | 'description' | 'views' | 'published'>> = [
  {
    title: 'Big Saving Days: what to buy first',
    description: 'Our pick of the deals worth waking up for, category by category.',
    views: '2.4M views',
    published: '2 days ago',
  },
  {
    title: 'Unboxing the Omex 8K smart projector',
    description: 'Setup, picture and sound in a dark room and a bright one.',
    views: '845K views',
    published: '1 week ago',
  },
  {
    title: '5 phones under ₹15,000 compared',
    description: 'Camera, battery and screen side by side.',
    views: '1.1M views',
    published: '3 weeks ago',
  },
  {
    title: 'How to return an item in three steps',
    description: 'From the order page to the pickup, with the return window for each category.',
    views: '310K views',
    published: '1 month ago',
  },
  {
    title: 'Festive TV buying guide: size, panel and sound',
    description: 'Which screen size fits your room and what the panel names mean.',
    views: '602K views',
    published: '1 month ago',
  },
  {
    title: 'Gift cards explained: values, validity, redeeming',
    description: 'Buying for someone else, adding a card to your account and checking the balance.',
    views: '98K views',
    published: '2 months ago',
  },
  {
    title: 'Laptop for college: a buying checklist',
    description: 'Processor, memory, battery and weight for a student budget.',
    views: '455K views',
    published: '2 months ago',
  },
  {
    title: 'Kitchen appliances that save the most time',
    description: 'Mixer grinders, air fryers and induction cooktops tested.',
    views: '276K views',
    published: '3 months ago',
  },
  {
    title: 'Smartwatch battery life tested for a week',
    description: 'Five watches, the same routine, one winner.',
    views: '189K views',
    published: '3 months ago',
  },
  {
    title: 'Wireless earbuds under ₹2,000',
    description: 'Fit, call quality and noise in a crowded market.',
    views: '720K views',
    published: '4 months ago',
  },
  {
    title: 'SuperCoins: how to earn and spend them',
    description: 'Where coins come from and the best ways to use them.',
    views: '130K views',
    published: '4 months ago',
  },
  {
    title: 'Furniture delivery and assembly, start to finish',
    description: 'What happens between ordering a wardrobe and using it.',
    views: '64K views',
    published: '5 months ago',
  },
  {
    title: 'Refrigerator buying guide for Indian homes',
    description: 'Capacity per family size, inverter compressors and star ratings.',
    views: '388K views',
    published: '5 months ago',
  },
  {
    title: 'Monsoon fashion picks that dry fast',
    description: 'Footwear and jackets that handle the rain.',
    views: '92K views',
    published: '6 months ago',
  },
  {
    title: 'Safe online payments: UPI, cards and EMI',
    description: 'How each payment method is protected and when to use which.',
    views: '215K views',
    published: '6 months ago',
  },
  {
    title: 'Grocery delivery: a week of orders',
    description: 'Freshness, slots and substitutions over seven days.',
    views: '57K views',
    published: '7 months ago',
  },
  {
    title: 'Budget home office setup',
    description: 'Desk, chair, monitor and lighting for under ₹25,000.',
    views: '143K views',
    published: '8 months ago',
  },
  {
    title: 'Washing machine: front load or top load?',
    description: 'Water, power, space and wash quality compared.',
    views: '301K views',
    published: '9 months ago',
  },
  {
    title: 'Travel essentials for a weekend trip',
    description: 'A carry-on packed with what we actually used.',
    views: '48K views',
    published: '10 months ago',
  },
  {
    title: 'Beauty gift sets worth giving',
    description: 'Five sets reviewed by the people who received them.',
    views: '71K views',
    published: '11 months ago',
  },
  {
    title: 'Camera phones in low light',
    description: 'Night shots from four phones at three price points.',
    views: '512K views',
    published: '1 year ago',
  },
];

export const videos: VideoEntry[] = entries.map((entry, index) => ({
  ...entry,
  ...clipFor(index),
  id: String(index + 1),
  thumbnail: `/content/video/thumb-${index + 1}.svg`,
  duration: '0:05',
}));

/** How many related videos the page lists. */
export const RELATED_COUNT = 20;
