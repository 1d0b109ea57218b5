// The account pages that only show a state (no data behind them); their fixed texts are kept word for word.
import { msg } from '@lingui/core/macro';

export const reviewsTexts = {
  title: msg`My Reviews & Ratings`,
  empty: msg`No Reviews & Ratings`,
  hint: msg`You have not rated or reviewed any product yet.`,
} as const;

export const notificationsTexts = {
  title: msg`All Notifications`,
  blocked: msg`Oops! You are missing out on a lot of important notifications. Please switch it on from Browser Settings.`,
  empty: msg`All caught up!`,
  preferences: msg`Notification Preferences`,
} as const;

export const savedUpiTexts = {
  title: msg`Manage Saved UPI`,
  empty: msg`You have no saved UPI IDs yet. A UPI ID you pay with can be saved at checkout.`,
} as const;

export const savedCardsTexts = {
  title: msg`Manage Saved Cards`,
  empty: msg`You have no saved cards yet. A card you pay with can be saved, as a token, at checkout.`,
  faqHeading: msg`FAQs`,
} as const;
