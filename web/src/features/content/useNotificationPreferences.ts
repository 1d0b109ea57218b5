/**
 * The on/off state of each notification category per channel. Every switch starts on; a
 * change is kept on the device for this browser, as there is no server call for preferences.
 */
import { useEffect, useState } from 'react';
import { browserValue, stored } from '../../lib/deviceStorage';
import type { NotificationCategoryId, NotificationChannelId } from './data/notificationPreferences';

/** Only the switches turned off are stored: "channel:category" keys. */
type SwitchedOff = readonly string[];

const preferencesStorage = browserValue<SwitchedOff>({
  name: 'notificationPreferences',
  version: 1,
  parse: stored.strings,
});

const keyOf = (channel: NotificationChannelId, category: NotificationCategoryId) => `${channel}:${category}`;

export function useNotificationPreferences() {
  const [switchedOff, setSwitchedOff] = useState<SwitchedOff>(preferencesStorage.read);

  useEffect(() => preferencesStorage.write(switchedOff), [switchedOff]);

  const isOn = (channel: NotificationChannelId, category: NotificationCategoryId) =>
    !switchedOff.includes(keyOf(channel, category));

  const setOn = (channel: NotificationChannelId, category: NotificationCategoryId, on: boolean) => {
    const key = keyOf(channel, category);
    setSwitchedOff((current) =>
      on ? current.filter((item) => item !== key) : [...current.filter((item) => item !== key), key],
    );
  };

  return { isOn, setOn };
}
