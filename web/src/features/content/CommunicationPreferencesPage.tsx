/**
 * /communication-preferences: the five channels on the left (?channel= picks one, Desktop
 * Notifications by default) and that channel's six categories with their switches. Desktop
 * notifications depend on the browser's permission, so their switches are drawn dimmed under the
 * blocked-notifications warning, and still work.
 */
import { PageHead } from '../../components/PageHead/PageHead';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Switch } from './components/Switch';
import {
  blockedNotificationsWarning,
  BROWSER_CHANNEL,
  notificationCategories,
  notificationChannels,
} from './data/notificationPreferences';
import styles from './CommunicationPreferencesPage.module.scss';
import { useNotificationPreferences } from './useNotificationPreferences';

export default function CommunicationPreferencesPage() {
  const [searchParams] = useSearchParams();
  const channel =
    notificationChannels.find((item) => item.id === searchParams.get('channel')) ?? notificationChannels[0];
  const { isOn, setOn } = useNotificationPreferences();
  const blocked = channel.id === BROWSER_CHANNEL;

  return (
    <div className={styles.page}>
      <nav className={styles.channels} aria-label={t`Notification channels`}>
        <PageHead title={t`Notification Preferences`} />
        <h1>{t`Notification Preferences`}</h1>
        <ul>
          {notificationChannels.map((item) => (
            <li key={item.id}>
              <Link
                to={{ pathname: paths.communicationPreferences, search: `?channel=${item.id}` }}
                aria-current={item.id === channel.id ? 'page' : undefined}
                className={item.id === channel.id ? `${styles.channel} ${styles.current}` : styles.channel}
              >
                {i18n._(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.panel} aria-labelledby="channel-heading">
        <h2 id="channel-heading" className={styles.panelHeading}>
          {i18n._(channel.label)}
        </h2>
        {blocked && (
          <div className={styles.warning}>
            <p className={styles.warningText}>{i18n._(blockedNotificationsWarning.text)}</p>
            <p className={styles.hint}>{i18n._(blockedNotificationsWarning.hint)}</p>
          </div>
        )}
        <ul className={styles.categories}>
          {notificationCategories.map((category) => (
            <li key={category.id} className={blocked ? `${styles.category} ${styles.dimmed}` : styles.category}>
              <div>
                <h3 className={styles.categoryTitle}>{i18n._(category.title)}</h3>
                <p className={styles.description}>{i18n._(category.description)}</p>
              </div>
              <Switch
                label={i18n._(category.title)}
                checked={isOn(channel.id, category.id)}
                dimmed={blocked}
                onChange={(on) => setOn(channel.id, category.id, on)}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
