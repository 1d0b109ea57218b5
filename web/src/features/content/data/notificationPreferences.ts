// The notification preferences page: the five channels and the six categories.
export const notificationChannels = [
  { id: 'desktop', label: 'Desktop Notifications' },
  { id: 'in-app', label: 'In-App Notifications' },
  { id: 'sms', label: 'SMS' },
  { id: 'email', label: 'Email' },
  { id: 'whatsapp', label: 'WhatsApp' },
] as const;

export type NotificationChannelId = (typeof notificationChannels)[number]['id'];

/** The one channel the browser can block; its switches are shown dimmed with the warning below. */
export const BROWSER_CHANNEL: NotificationChannelId = 'desktop';

export const notificationCategories = [
  { id: 'orders', title: 'My Orders', description: 'Updates on your orders, from confirmation to delivery.' },
  {
    id: 'reminders',
    title: 'Reminders',
    description: 'Price drops, back-in-stock alerts and items left in your cart.',
  },
  {
    id: 'recommendations',
    title: 'Recommendations',
    description: 'Products picked for you from what you browse and buy.',
  },
  { id: 'offers', title: 'New Offers', description: 'Sales, bank offers and coupons as soon as they go live.' },
  { id: 'community', title: 'Community', description: 'Profile updates, newsletters and news from the community.' },
  { id: 'feedback', title: 'Feedback and Review', description: 'Requests to rate products and tell us how we did.' },
] as const;

export type NotificationCategoryId = (typeof notificationCategories)[number]['id'];

export const blockedNotificationsWarning = {
  text: 'Oops! You are missing out on a lot of important notifications. Please switch it on from Browser Settings.',
  hint: 'Open your browser’s site settings for this shop and set Notifications > Allow.',
} as const;
