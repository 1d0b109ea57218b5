/**
 * Mounted in the layout on every page: sends the cart outbox when the connection returns (the
 * `online` event, a page opened online with changes waiting, or the service worker's Background
 * Sync asking), and tells the shopper about any change the server refused, which was undone.
 */
import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../hooks/storeHooks';
import { refusalsDismissed, reloadedFromStorage, selectOutbox } from '../../../entities/cart/outbox/cartOutboxSlice';
import { CART_OUTBOX_STORAGE_KEY, loadCartOutbox } from '../../../entities/cart/outbox/cartOutboxStorage';
import { replayCartOutbox } from '../../../entities/cart/outbox/replayCartOutbox';
import { swMessages, type PageReply } from '../../../lib/offline/swMessages';
import styles from './CartSyncNotice.module.scss';
import { Alert } from '../../../components/Alert/Alert';

export function CartSyncNotice() {
  const dispatch = useAppDispatch();
  const { refusals } = useAppSelector(selectOutbox);

  useEffect(() => {
    const replay = () => dispatch(replayCartOutbox());
    const onWorkerMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type !== swMessages.replayCartOutbox) return;
      void replay().then((done) => event.ports[0]?.postMessage({ done } satisfies PageReply));
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_OUTBOX_STORAGE_KEY) dispatch(reloadedFromStorage(loadCartOutbox()));
    };
    if (navigator.onLine) void replay();
    window.addEventListener('online', replay);
    window.addEventListener('storage', onStorage);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      window.removeEventListener('online', replay);
      window.removeEventListener('storage', onStorage);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [dispatch]);

  if (refusals.length === 0) return null;
  return (
    <div className={styles.notice}>
      <Alert tone="failure" action={{ label: t`Dismiss`, onClick: () => dispatch(refusalsDismissed()) }}>
        {refusals.join(' ')}
      </Alert>
    </div>
  );
}
