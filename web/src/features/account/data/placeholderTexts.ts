// The account pages that only show a state (no data behind them), word for word where the spec gives it.
export const reviewsTexts = {
  title: 'My Reviews & Ratings',
  empty: 'No Reviews & Ratings',
  hint: 'You have not rated or reviewed any product yet.',
} as const;

export const notificationsTexts = {
  title: 'All Notifications',
  blocked: 'Oops! You are missing out on a lot of important notifications. Please switch it on from Browser Settings.',
  empty: 'All caught up!',
  preferences: 'Notification Preferences',
} as const;

export const savedUpiTexts = {
  title: 'Manage Saved UPI',
  empty: 'You have no saved UPI IDs yet. A UPI ID you pay with can be saved at checkout.',
} as const;

export const savedCardsTexts = {
  title: 'Manage Saved Cards',
  empty: 'You have no saved cards yet. A card you pay with can be saved, as a token, at checkout.',
  faqHeading: 'FAQs',
} as const;
