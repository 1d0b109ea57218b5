/**
 * The shop's video channel, named once: the video page shows it under the player, and the home
 * page's video cards name it (features/home/data/videos.ts).
 */
export interface Channel {
  name: string;
  avatar: string;
  subscribers: string;
  about: string;
}

export const channel: Channel = {
  name: 'RupeeStore Originals',
  avatar: '/content/video/channel.svg',
  subscribers: '1.2M subscribers',
  about: 'Unboxings, buying guides and how-tos from the storefront team, new every week.',
};
