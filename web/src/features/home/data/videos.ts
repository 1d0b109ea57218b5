/** The grid of 20 video cards at the foot of the home page; each opens the video page. */
import { channel } from '../../video/channel';

export interface VideoCard {
  title: string;
  channel: string;
  views: string;
  thumbnail: string;
}

const titles = [
  'Unboxing the Nova 5G: first look',
  'Top 5 earbuds under ₹2,000',
  'Smart TV buying guide 2024',
  'How to pick a washing machine',
  'Laptop for students: what matters',
  'Smartwatch battery test',
  'Kitchen mixers compared',
  'Festive fashion lookbook',
  'Skincare routine in 5 minutes',
  'Office chair ergonomics explained',
  'Packing light: cabin trolley tips',
  'Monthly grocery haul and savings',
  'Bluetooth speaker sound check',
  'Power bank myths busted',
  'Projector home theatre setup',
  'Air conditioner energy ratings',
  'Refrigerator space hacks',
  'Tablet for reading and notes',
  'Running shoes: road test',
  'Gift ideas under ₹999',
];

export const videoCards: VideoCard[] = titles.map((title, i) => ({
  title,
  channel: channel.name,
  views: `${((i * 37) % 90) + 10}K views`,
  thumbnail: `/static/videos/video-${String(i + 1).padStart(2, '0')}.svg`,
}));
