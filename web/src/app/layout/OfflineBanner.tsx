import { t } from '@lingui/core/macro';
import { useOnlineStatus } from '../../hooks/useOnlineStatus';
import styles from './OfflineBanner.module.scss';

/** "You are offline" across the top of every page while the connection is gone. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p className={styles.banner} role="status">
      <strong>{t`You are offline`}</strong>{' '}
      {t`Pages you have opened still work; cart changes are kept on this device and sent when you are back online.`}
    </p>
  );
}
