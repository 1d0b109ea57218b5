import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOrdersOfferedOnTap } from '../../../entities/orders/ordersApi';
import { paths } from '../../../lib/paths';
import styles from './PlaceOrderBar.module.scss';
import { Button } from '../../../components/Button/Button';

/**
 * The sticky PLACE ORDER bar: it opens the checkout. Against a server that takes no orders (the
 * hosted API) it says so plainly instead, and nothing pretends an order was placed.
 */
export function PlaceOrderBar() {
  const ordersOffered = useOrdersOfferedOnTap();
  const navigate = useNavigate();
  const [note, setNote] = useState<string | null>(null);

  async function placeOrder() {
    if ((await ordersOffered()) === 'no') {
      setNote(
        t`This store does not take orders yet, so nothing can be ordered or charged here. Your cart is kept as it is.`,
      );
      return;
    }
    void navigate(paths.checkout.address);
  }

  return (
    <div className={styles.bar}>
      {note && (
        <p role="status" className={styles.note}>
          {note}
        </p>
      )}
      <Button variant="accent" className={styles.button} onClick={() => void placeOrder()}>
        {t`PLACE ORDER`}
      </Button>
    </div>
  );
}
