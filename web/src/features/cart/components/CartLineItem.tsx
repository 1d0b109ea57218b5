import { t } from '@lingui/core/macro';
import type { CartLine } from '../../../entities/cart/cartTotals';
import type { ImagePriority } from '../../../components/ProductImage/ProductImage';
import type { CartLineActions } from '../../../entities/cart/useCartLines';
import { CartItemSummary } from './CartItemSummary';
import styles from './CartLine.module.scss';
import { QuantityStepper } from './QuantityStepper';
import { WarrantyOffer } from './WarrantyOffer';
import { LineControls } from './LineControls';

interface CartLineItemProps {
  line: CartLine;
  actions: CartLineActions;
  removing: boolean;
  /** Added while offline: not on the server yet. */
  pending: boolean;
  onRemove: () => void;
  /** How soon its picture loads (lazy below the first screen). */
  imagePriority?: ImagePriority;
}

/** One product in the cart: summary, quantity, SAVE FOR LATER, REMOVE and the warranty offer. */
export function CartLineItem({ line, actions, removing, pending, onRemove, imagePriority }: CartLineItemProps) {
  const { product, quantity, warranty } = line;
  const id = product._id;
  return (
    <li className={styles.line} aria-label={product.content.title}>
      <CartItemSummary product={product} priority={imagePriority} />
      {pending && <p className={styles.pending}>{t`Waiting for connection: added on this device, not sent yet`}</p>}
      <LineControls
        moveLabel={t`SAVE FOR LATER`}
        onMove={() => actions.saveForLater(id)}
        removing={removing}
        onRemove={onRemove}
      >
        <QuantityStepper
          quantity={quantity}
          itemName={product.content.title}
          onChange={(next) => actions.setQuantity(id, next)}
        />
      </LineControls>
      <WarrantyOffer added={warranty} onToggle={() => actions.toggleWarranty(id)} />
    </li>
  );
}
