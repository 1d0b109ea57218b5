/** The grid of 20 video cards at the foot of the home page; each opens the video page. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { channel } from '../../../entities/video/channel';

export interface VideoCard {
  title: MessageDescriptor;
  channel: string;
  /** Views in thousands ('52K views'). */
  thousandViews: number;
  thumbnail: string;
}

const titles = [
  msg`Unboxing the Nova 5G: first look`,
  msg`Top 5 earbuds under ₹2,000`,
  msg`Smart TV buying guide 2024`,
  msg`How to pick a washing machine`,
  msg`Laptop for students: what matters`,
  msg`Smartwatch battery test`,
  msg`Kitchen mixers compared`,
  msg`Festive fashion lookbook`,
  msg`Skincare routine in 5 minutes`,
  msg`Office chair ergonomics explained`,
  msg`Packing light: cabin trolley tips`,
  msg`Monthly grocery haul and savings`,
  msg`Bluetooth speaker sound check`,
  msg`Power bank myths busted`,
  msg`Projector home theatre setup`,
  msg`Air conditioner energy ratings`,
  msg`Refrigerator space hacks`,
  msg`Tablet for reading and notes`,
  msg`Running shoes: road test`,
  msg`Gift ideas under ₹999`,
];

export const videoCards: VideoCard[] = titles.map((title, i) => ({
  title,
  channel: channel.name,
  thousandViews: ((i * 37) % 90) + 10,
  thumbnail: `/static/videos/video-${String(i + 1).padStart(2, '0')}.svg`,
}));
