import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { paths } from '../../lib/paths';
import { BadgeLink } from './BadgeLink';
import { NOTIFICATION_BADGE } from './data/menus';
import styles from './Header.module.scss';

const bellIcon = {
  path: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2m6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1z',
  size: 20,
};

/** The bell on the top bar; its badge is fixed at '9+' (it counts nothing). */
export function NotificationLink({ className = '' }: { className?: string }) {
  return (
    <BadgeLink
      to={paths.account.notifications}
      className={clsx(styles.bell, className)}
      label={t`Notifications, ${NOTIFICATION_BADGE} new`}
      icon={bellIcon}
      badge={NOTIFICATION_BADGE}
    />
  );
}
