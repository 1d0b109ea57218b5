/**
 * Registers the service worker (a build only: in `npm run dev` the hook does nothing) and, when a
 * new version of the shop has installed and is waiting, offers "New version available: Reload".
 * The new version takes over only when the shopper chooses Reload, and the offer waits while the
 * shopper is in the cart, where checkout starts, so code never changes under a purchase.
 */
import { t } from '@lingui/core/macro';
import { useLocation } from 'react-router-dom';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { paths } from '../../lib/paths';
import styles from './UpdatePrompt.module.scss';
import { warmRuntimeCacheOnFirstControl } from './warmRuntimeCache';

const checkoutPaths: readonly string[] = [paths.cart, paths.account.cart];

export function UpdatePrompt() {
  const { pathname } = useLocation();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // After the page's load event, so installing the worker never competes with the first screen.
    immediate: false,
    onRegisteredSW: (_url, registration) => {
      if (registration) warmRuntimeCacheOnFirstControl();
    },
  });

  if (!needRefresh || checkoutPaths.includes(pathname)) return null;
  return (
    <div className={styles.prompt} role="status">
      <span>{t`New version available`}</span>
      <button type="button" className={styles.reload} onClick={() => void updateServiceWorker()}>
        {t`Reload`}
      </button>
    </div>
  );
}
