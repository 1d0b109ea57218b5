// The notification preferences page: the five channels and the six categories.
import { msg } from '@lingui/core/macro';

export const notificationChannels = [
  { id: 'desktop', label: msg`Desktop Notifications` },
  { id: 'in-app', label: msg`In-App Notifications` },
  { id: 'sms', label: msg`SMS` },
  { id: 'email', label: msg`Email` },
  { id: 'whatsapp', label: msg`WhatsApp` },
] as const;

export type NotificationChannelId = (typeof notificationChannels)[number]['id'];

/** The one channel the browser can block; its switches are shown dimmed with the warning below. */
export const BROWSER_CHANNEL: NotificationChannelId = 'desktop';

export const notificationCategories = [
  { id: 'orders', title: msg`My Orders`, description: msg`Updates on your orders, from confirmation to delivery.` },
  {
    id: 'reminders',
    title: msg`Reminders`,
    description: msg`Price drops, back-in-stock alerts and items left in your cart.`,
  },
  {
    id: 'recommendations',
    title: msg`Recommendations`,
    description: msg`Products picked for you from what you browse and buy.`,
  },
  { id: 'offers', title: msg`New Offers`, description: msg`Sales, bank offers and coupons as soon as they go live.` },
  {
    id: 'community',
    title: msg`Community`,
    description: msg`Profile updates, newsletters and news from the community.`,
  },
  {
    id: 'feedback',
    title: msg`Feedback and Review`,
    description: msg`Requests to rate products and tell us how we did.`,
  },
] as const;

export type NotificationCategoryId = (typeof notificationCategories)[number]['id'];

export const blockedNotificationsWarning = {
  text: msg`Oops! You are missing out on a lot of important notifications. Please switch it on from Browser Settings.`,
  hint: msg`Open your browser’s site settings for this shop and set Notifications > Allow.`,
};
