import { t } from '@lingui/core/macro';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import styles from './Checkout.module.scss';

interface UnansweredOrderProps {
  placing: boolean;
  /** What the last try said (its Alert stays rendered, so each new message is announced). */
  message: string;
  onAskAgain: () => void;
}

/**
 * The payment step after PAY got no answer and the cart has emptied since: the order most likely
 * went through. Asking again sends the same request with the same key, which answers that order.
 */
export function UnansweredOrder({ placing, message, onAskAgain }: UnansweredOrderProps) {
  return (
    <section className={styles.card} aria-labelledby="unanswered-title">
      <h2 id="unanswered-title" className={styles.cardTitle}>
        {t`Your order may already be placed`}
      </h2>
      <p>{t`We did not hear back after you paid, and the products have left your cart since. Check your order: you will see its number, and it will not be ordered twice.`}</p>
      <div className={styles.actions}>
        <Button variant="primary" disabled={placing} aria-disabled={placing} onClick={onAskAgain}>
          {t`CHECK MY ORDER`}
        </Button>
      </div>
      <Alert tone="note">{message}</Alert>
    </section>
  );
}
