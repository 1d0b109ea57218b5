import { t } from '@lingui/core/macro';
import type { CartLine } from '../../../entities/cart/cartTotals';
import { CartItemSummary } from './CartItemSummary';
import styles from './CartLine.module.scss';
import { LineControls } from './LineControls';

interface SavedLineItemProps {
  line: CartLine;
  removing: boolean;
  onMoveToCart: () => void;
  onRemove: () => void;
}

/** A product in "Saved for later": kept in the cart on the server, left out of the totals here. */
export function SavedLineItem({ line, removing, onMoveToCart, onRemove }: SavedLineItemProps) {
  return (
    <li className={styles.line} aria-label={line.product.content.title}>
      <CartItemSummary product={line.product} />
      <LineControls moveLabel={t`MOVE TO CART`} onMove={onMoveToCart} removing={removing} onRemove={onRemove} />
    </li>
  );
}
