/**
 * The video page's catalogue: every clip and picture is a file under web/public/content/video, so
 * nothing is fetched from outside the shop. Three short clips are shared by the 21 entries. Texts are
 * messages, read in the active language where they are shown.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface VideoEntry {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  clip: string;
  poster: string;
  thumbnail: string;
  duration: string;
  views: MessageDescriptor;
  published: MessageDescriptor;
}

export { channel, type Channel } from '../../../entities/video/channel';

const CLIP_COUNT = 3;

function clipFor(index: number): Pick<VideoEntry, 'clip' | 'poster'> {
  const n = (index % CLIP_COUNT) + 1;
  return { clip: `/content/video/clip-${n}.webm`, poster: `/content/video/poster-${n}.jpg` };
}

const entries: Array<Pick<VideoEntry, 'title' | 'description' | 'views' | 'published'>> = [
  {
    title: msg`Big Saving Days: what to buy first`,
    description: msg`Our pick of the deals worth waking up for, category by category.`,
    views: msg`2.4M views`,
    published: msg`2 days ago`,
  },
  {
    title: msg`Unboxing the Omex 8K smart projector`,
    description: msg`Setup, picture and sound in a dark room and a bright one.`,
    views: msg`845K views`,
    published: msg`1 week ago`,
  },
  {
    title: msg`5 phones under ₹15,000 compared`,
    description: msg`Camera, battery and screen side by side.`,
    views: msg`1.1M views`,
    published: msg`3 weeks ago`,
  },
  {
    title: msg`How to return an item in three steps`,
    description: msg`From the order page to the pickup, with the return window for each category.`,
    views: msg`310K views`,
    published: msg`1 month ago`,
  },
  {
    title: msg`Festive TV buying guide: size, panel and sound`,
    description: msg`Which screen size fits your room and what the panel names mean.`,
    views: msg`602K views`,
    published: msg`1 month ago`,
  },
  {
    title: msg`Gift cards explained: values, validity, redeeming`,
    description: msg`Buying for someone else, adding a card to your account and checking the balance.`,
    views: msg`98K views`,
    published: msg`2 months ago`,
  },
  {
    title: msg`Laptop for college: a buying checklist`,
    description: msg`Processor, memory, battery and weight for a student budget.`,
    views: msg`455K views`,
    published: msg`2 months ago`,
  },
  {
    title: msg`Kitchen appliances that save the most time`,
    description: msg`Mixer grinders, air fryers and induction cooktops tested.`,
    views: msg`276K views`,
    published: msg`3 months ago`,
  },
  {
    title: msg`Smartwatch battery life tested for a week`,
    description: msg`Five watches, the same routine, one winner.`,
    views: msg`189K views`,
    published: msg`3 months ago`,
  },
  {
    title: msg`Wireless earbuds under ₹2,000`,
    description: msg`Fit, call quality and noise in a crowded market.`,
    views: msg`720K views`,
    published: msg`4 months ago`,
  },
  {
    title: msg`SuperCoins: how to earn and spend them`,
    description: msg`Where coins come from and the best ways to use them.`,
    views: msg`130K views`,
    published: msg`4 months ago`,
  },
  {
    title: msg`Furniture delivery and assembly, start to finish`,
    description: msg`What happens between ordering a wardrobe and using it.`,
    views: msg`64K views`,
    published: msg`5 months ago`,
  },
  {
    title: msg`Refrigerator buying guide for Indian homes`,
    description: msg`Capacity per family size, inverter compressors and star ratings.`,
    views: msg`388K views`,
    published: msg`5 months ago`,
  },
  {
    title: msg`Monsoon fashion picks that dry fast`,
    description: msg`Footwear and jackets that handle the rain.`,
    views: msg`92K views`,
    published: msg`6 months ago`,
  },
  {
    title: msg`Safe online payments: UPI, cards and EMI`,
    description: msg`How each payment method is protected and when to use which.`,
    views: msg`215K views`,
    published: msg`6 months ago`,
  },
  {
    title: msg`Grocery delivery: a week of orders`,
    description: msg`Freshness, slots and substitutions over seven days.`,
    views: msg`57K views`,
    published: msg`7 months ago`,
  },
  {
    title: msg`Budget home office setup`,
    description: msg`Desk, chair, monitor and lighting for under ₹25,000.`,
    views: msg`143K views`,
    published: msg`8 months ago`,
  },
  {
    title: msg`Washing machine: front load or top load?`,
    description: msg`Water, power, space and wash quality compared.`,
    views: msg`301K views`,
    published: msg`9 months ago`,
  },
  {
    title: msg`Travel essentials for a weekend trip`,
    description: msg`A carry-on packed with what we actually used.`,
    views: msg`48K views`,
    published: msg`10 months ago`,
  },
  {
    title: msg`Beauty gift sets worth giving`,
    description: msg`Five sets reviewed by the people who received them.`,
    views: msg`71K views`,
    published: msg`11 months ago`,
  },
  {
    title: msg`Camera phones in low light`,
    description: msg`Night shots from four phones at three price points.`,
    views: msg`512K views`,
    published: msg`1 year ago`,
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
