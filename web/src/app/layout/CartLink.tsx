/**
 * The Cart link with its badge: the number of products in the cart, changes still waiting to be
 * sent included; 0 when there are none, when the shopper is not signed in (the mock server keeps
 * one cart per user), or when the cart could not be read.
 */
import { select, t } from '@lingui/core/macro';
import { formatCount, pluralCategory } from '../../lib/i18n/format';
import { useShopperCartWithChanges } from '../../entities/cart/outbox/pendingCart';
import { paths } from '../../lib/paths';
import { BadgeLink } from './BadgeLink';
import styles from './Header.module.scss';

const cartIcon = {
  path: 'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4M1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2zm16 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4',
  size: 22,
};

export function CartLink() {
  const { signedIn, prods } = useShopperCartWithChanges();
  const count = signedIn ? prods.length : 0;
  const products = formatCount(count);
  return (
    <BadgeLink
      to={paths.cart}
      className={styles.cart}
      label={select(pluralCategory(count), { one: `Cart, ${products} product`, other: `Cart, ${products} products` })}
      icon={cartIcon}
      badge={count}
    >
      <span className={styles.cartLabel}>{t`Cart`}</span>
    </BadgeLink>
  );
}
