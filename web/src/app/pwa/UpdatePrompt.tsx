/**
 * Registers the service worker (a build only: in `npm run dev` nothing registers, ./registerServiceWorker)
 * and, when a new version of the shop has installed and is waiting, offers "New version available: Reload".
 * The new version takes over only when the shopper chooses Reload, and the offer waits while the
 * shopper is in the cart, where checkout starts, so code never changes under a purchase.
 */
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { registerServiceWorker } from './registerServiceWorker';
import styles from './UpdatePrompt.module.scss';
import { warmRuntimeCacheOnFirstControl } from './warmRuntimeCache';
import { Button } from '../../components/Button/Button';

const checkoutPaths: readonly string[] = [paths.cart, paths.account.cart];

export function UpdatePrompt() {
  const { pathname } = useLocation();
  const [update, setUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    void registerServiceWorker({
      onRegistered: warmRuntimeCacheOnFirstControl,
      onUpdateWaiting: (takeOver) => setUpdate(() => takeOver),
    });
  }, []);

  if (!update || checkoutPaths.includes(pathname)) return null;
  return (
    <div className={styles.prompt} role="status">
      <span>{t`New version available`}</span>
      <Button variant="text" className={styles.reload} onClick={update}>
        {t`Reload`}
      </Button>
    </div>
  );
}
