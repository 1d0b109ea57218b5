// The account pages that only show a state (no data behind them); their fixed texts are kept word for word.
import { t } from '@lingui/core/macro';

export const reviewsTexts = {
  get title() {
    return t`My Reviews & Ratings`;
  },
  get empty() {
    return t`No Reviews & Ratings`;
  },
  get hint() {
    return t`You have not rated or reviewed any product yet.`;
  },
} as const;

export const notificationsTexts = {
  get title() {
    return t`All Notifications`;
  },
  get blocked() {
    return t`Oops! You are missing out on a lot of important notifications. Please switch it on from Browser Settings.`;
  },
  get empty() {
    return t`All caught up!`;
  },
  get preferences() {
    return t`Notification Preferences`;
  },
} as const;

export const savedUpiTexts = {
  get title() {
    return t`Manage Saved UPI`;
  },
  get empty() {
    return t`You have no saved UPI IDs yet. A UPI ID you pay with can be saved at checkout.`;
  },
} as const;

export const savedCardsTexts = {
  get title() {
    return t`Manage Saved Cards`;
  },
  get empty() {
    return t`You have no saved cards yet. A card you pay with can be saved, as a token, at checkout.`;
  },
  get faqHeading() {
    return t`FAQs`;
  },
} as const;
