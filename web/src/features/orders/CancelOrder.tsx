/**
 * Cancelling an order that has not shipped (decision 031): asked once more before it is sent, since
 * it cannot be undone. The server decides (409 once the order has left the warehouse, said in its
 * own words); the page then shows the cancelled order and what happens to the money.
 */
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { useCancelOrderMutation } from '../../entities/orders/orderActionsApi';
import { failureText } from '../../lib/api/failure';
import type { Order } from '../../lib/api';
import styles from './OrderDetailPage.module.scss';

export function CancelOrder({ order }: { order: Order }) {
  const [cancelOrder, { isLoading, error }] = useCancelOrderMutation();
  const [asking, setAsking] = useState(false);
  const refund = order.payment.state === 'paid';
  return (
    <div className={styles.cancel}>
      {asking ? (
        <>
          <p>
            {refund
              ? t`Cancel this order? What you paid by UPI goes back to your account.`
              : t`Cancel this order? This cannot be undone.`}
          </p>
          <div className={styles.cancelActions}>
            <Button variant="danger" disabled={isLoading} onClick={() => void cancelOrder(order.id)}>
              {t`YES, CANCEL ORDER`}
            </Button>
            <Button variant="text" disabled={isLoading} onClick={() => setAsking(false)}>
              {t`KEEP ORDER`}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="outline" onClick={() => setAsking(true)}>
          {t`CANCEL ORDER`}
        </Button>
      )}
      <Alert tone="failure">{error ? failureText(error) : null}</Alert>
    </div>
  );
}
