/**
 * The shop's video channel, named once: the video page shows it under the player, and the home
 * page's video cards name it (features/home/data/videos.ts). The name is a brand, the same in
 * every language; the rest is read in the active language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface Channel {
  name: string;
  avatar: string;
  subscribers: MessageDescriptor;
  about: MessageDescriptor;
}

export const channel: Channel = {
  name: 'RupeeStore Originals',
  avatar: '/content/video/channel.svg',
  subscribers: msg`1.2M subscribers`,
  about: msg`Unboxings, buying guides and how-tos from the storefront team, new every week.`,
};
