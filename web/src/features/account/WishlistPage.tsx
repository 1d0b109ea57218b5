/** /account/wishlist: the products this shopper saved with the heart, newest first, each removable. */
import { discountText } from '../../components/PriceLine/discountText';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { formatCount } from '../../lib/i18n/format';
import { paths } from '../../lib/paths';
import { useWishlist } from '../../entities/wishlist';
import { AccountPanel, EmptyState } from './AccountPanel';
import styles from './WishlistPage.module.scss';
import { buttonClass, IconButton } from '../../components/Button/Button';

/** A bin: what removes an item. */
const trashPath = 'M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z';

export default function WishlistPage() {
  const { items, remove } = useWishlist();
  const count = formatCount(items.length);

  return (
    <AccountPanel title={t`My Wishlist (${count})`}>
      {items.length === 0 ? (
        <EmptyState message={t`Your wishlist is empty. Tap the heart on any product to save it here.`}>
          <Link to={paths.home} className={buttonClass('primary')}>
            {t`Continue Shopping`}
          </Link>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item._id} className={styles.item}>
              <Link to={paths.productDetail(item._id)} className={styles.product}>
                <img src={item.url} alt="" className={styles.image} loading="lazy" />
                <span className={styles.details}>
                  <span className={styles.title}>{item.content.title}</span>
                  <span className={styles.prices}>
                    <span className={styles.sell}>{item.content.price.sell_price}</span>
                    <s className={styles.org}>{item.content.price.org_price}</s>
                    <span className={styles.discount}>{discountText(item.content.price.discount)}</span>
                  </span>
                </span>
              </Link>
              <IconButton
                className={styles.remove}
                label={t`Remove ${item.content.title} from wishlist`}
                icon={trashPath}
                onClick={() => remove(item._id)}
              />
            </li>
          ))}
        </ul>
      )}
    </AccountPanel>
  );
}
