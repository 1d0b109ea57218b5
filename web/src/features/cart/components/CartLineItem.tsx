import { t } from '@lingui/core/macro';
import type { CartLine } from '../../../entities/cart/cartTotals';
import type { CartLineActions } from '../../../entities/cart/useCartLines';
import { CartItemSummary } from './CartItemSummary';
import styles from './CartLine.module.scss';
import { QuantityStepper } from './QuantityStepper';
import { WarrantyOffer } from './WarrantyOffer';
import { Button } from '../../../components/Button/Button';

interface CartLineItemProps {
  line: CartLine;
  actions: CartLineActions;
  removing: boolean;
  /** Added while offline: not on the server yet. */
  pending: boolean;
  onRemove: () => void;
}

/** One product in the cart: summary, quantity, SAVE FOR LATER, REMOVE and the warranty offer. */
export function CartLineItem({ line, actions, removing, pending, onRemove }: CartLineItemProps) {
  const { product, quantity, warranty } = line;
  const id = product._id;
  return (
    <li className={styles.line} aria-label={product.content.title}>
      <CartItemSummary product={product} />
      {pending && <p className={styles.pending}>{t`Waiting for connection: added on this device, not sent yet`}</p>}
      <div className={styles.controls}>
        <QuantityStepper
          quantity={quantity}
          itemName={product.content.title}
          onChange={(next) => actions.setQuantity(id, next)}
        />
        <Button variant="text" className={styles.action} onClick={() => actions.saveForLater(id)}>
          {t`SAVE FOR LATER`}
        </Button>
        <Button variant="text" className={styles.action} onClick={onRemove} disabled={removing}>
          {removing ? t`REMOVING…` : t`REMOVE`}
        </Button>
      </div>
      <WarrantyOffer added={warranty} onToggle={() => actions.toggleWarranty(id)} />
    </li>
  );
}
