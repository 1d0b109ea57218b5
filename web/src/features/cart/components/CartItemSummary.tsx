// What a cart line and a saved line share: picture, title, variant, seller and the three prices.
import { discountText } from '../../../components/PriceLine/discountText';
import { ProductImage, type ImagePriority } from '../../../components/ProductImage/ProductImage';
import { t } from '@lingui/core/macro';
import type { Product } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { unitPrices } from '../../../entities/cart/cartTotals';
import styles from './CartItemSummary.module.scss';
import { VisuallyHidden } from '../../../components/VisuallyHidden/VisuallyHidden';

interface CartItemSummaryProps {
  product: Product;
  /** How soon its picture loads: the first line's is the cart page's largest paint. */
  priority?: ImagePriority;
}

export function CartItemSummary({ product, priority = 'lazy' }: CartItemSummaryProps) {
  const { content } = product;
  const seller = product.seller ?? t`Verified seller`;
  const { sell, list } = unitPrices(product);
  return (
    <div className={styles.summary}>
      <ProductImage src={product.url} alt={content.title} size={112} priority={priority} />
      <div className={styles.text}>
        <h3 className={styles.title}>{content.title}</h3>
        {content.clrTitle && <p className={styles.muted}>{content.clrTitle}</p>}
        <p className={styles.muted}>{t`Seller: ${seller}`}</p>
        <p className={styles.prices}>
          {list > sell && (
            <del className={styles.original}>
              <VisuallyHidden>{t`Original price`} </VisuallyHidden>
              {formatRupees(list)}
            </del>
          )}
          <span className={styles.sell}>{formatRupees(sell)}</span>
          {content.price.discount && <span className={styles.discount}>{discountText(content.price.discount)}</span>}
        </p>
      </div>
    </div>
  );
}
