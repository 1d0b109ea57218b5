/**
 * The on/off state of each notification category per channel. Every switch starts on (spec); a
 * change is kept in localStorage, as there is no server call for preferences.
 */
import { useEffect, useState } from 'react';
import type { NotificationCategoryId, NotificationChannelId } from './data/notificationPreferences';

/** Only the switches turned off are stored: "channel:category" keys. */
type SwitchedOff = readonly string[];

export const NOTIFICATION_PREFERENCES_KEY = 'storefront.notificationPreferences.v1';

const keyOf = (channel: NotificationChannelId, category: NotificationCategoryId) => `${channel}:${category}`;

function load(): SwitchedOff {
  try {
    const parsed = JSON.parse(localStorage.getItem(NOTIFICATION_PREFERENCES_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function useNotificationPreferences() {
  const [switchedOff, setSwitchedOff] = useState<SwitchedOff>(load);

  useEffect(() => {
    try {
      localStorage.setItem(NOTIFICATION_PREFERENCES_KEY, JSON.stringify(switchedOff));
    } catch {
      // storage unavailable: the choice lasts for this visit only
    }
  }, [switchedOff]);

  const isOn = (channel: NotificationChannelId, category: NotificationCategoryId) =>
    !switchedOff.includes(keyOf(channel, category));

  const setOn = (channel: NotificationChannelId, category: NotificationCategoryId, on: boolean) => {
    const key = keyOf(channel, category);
    setSwitchedOff((current) => (on ? current.filter((item) => item !== key) : [...current.filter((item) => item !== key), key]));
  };

  return { isOn, setOn };
}
