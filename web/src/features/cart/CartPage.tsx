/**
 * The cart (/view-carts and /account/view-carts): the server's cart lines with local quantities,
 * saved-for-later and warranty, the delivery pincode, price details and PLACE ORDER. Changes made
 * offline show at once, marked as waiting, until the outbox has sent them.
 */
import { PageHead } from '../../components/PageHead/PageHead';
import { select, t } from '@lingui/core/macro';
import { formatCount, pluralCategory } from '../../lib/i18n/format';
import { useState } from 'react';
import { useShopperCartWithChanges } from '../../entities/cart/outbox/pendingCart';
import styles from './CartPage.module.scss';
import { CartLineItem } from './components/CartLineItem';
import { DeliveryBar } from './components/DeliveryBar';
import { EmptyCart } from './components/EmptyCart';
import { PincodeDialog } from './components/PincodeDialog';
import { PlaceOrderBar } from './components/PlaceOrderBar';
import { PriceDetails } from '../../components/PriceDetails/PriceDetails';
import type { ImagePriority } from '../../components/ProductImage/ProductImage';
import { SavedLineItem } from './components/SavedLineItem';
import { SecurityNote } from './components/SecurityNote';
import { useCartLines } from '../../entities/cart/useCartLines';
import { useCartTotals } from '../../entities/cart/useCartTotals';
import { useRemoveCartLine } from '../../entities/cart/useRemoveCartLine';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { Alert } from '../../components/Alert/Alert';

/** The first line's picture is the page's largest paint; the next two are on a phone's first screen too. */
const firstScreenPriority = (index: number): ImagePriority => (index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy');

export default function CartPage() {
  const { signedIn: loggedIn, prods, pendingIds, waiting, isLoading } = useShopperCartWithChanges();
  const changes = formatCount(waiting);
  const { active, saved, pincode, choosePincode, actions } = useCartLines(prods);
  const totals = useCartTotals(active);
  const { remove, removing, failure, dismissFailure } = useRemoveCartLine();
  const [pincodeOpen, setPincodeOpen] = useState(false);

  if (isLoading) {
    return (
      <div className={styles.page}>
        <PageHead title={t`Cart`} noindex />
        <Alert tone="loading" />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHead title={t`Cart`} noindex />
      <VisuallyHidden as="h1">{t`My Cart`}</VisuallyHidden>
      {failure && (
        <Alert tone="failure" action={{ label: t`Dismiss`, onClick: dismissFailure }}>
          {failure}
        </Alert>
      )}
      {waiting > 0 && (
        <Alert tone="note">
          {select(pluralCategory(waiting), {
            one: `${changes} change to your cart will be sent when you are back online.`,
            other: `${changes} changes to your cart will be sent when you are back online.`,
          })}
        </Alert>
      )}
      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.card} aria-label={t`Cart items`}>
            {active.length === 0 ? (
              <EmptyCart loggedIn={loggedIn} />
            ) : (
              <>
                <DeliveryBar pincode={pincode} onChoose={() => setPincodeOpen(true)} />
                <ul className={styles.lines}>
                  {active.map((line, index) => (
                    <CartLineItem
                      key={`${line.product._id}-${index}`}
                      line={line}
                      actions={actions}
                      removing={removing.has(line.product._id)}
                      pending={pendingIds.has(line.product._id)}
                      onRemove={() => void remove(line.product)}
                      imagePriority={firstScreenPriority(index)}
                    />
                  ))}
                </ul>
                <PlaceOrderBar />
              </>
            )}
          </section>
          {saved.length > 0 && (
            <section className={styles.card} aria-labelledby="saved-heading">
              <h2 id="saved-heading" className={styles.sectionHeading}>
                {t`Saved for later (${saved.length})`}
              </h2>
              <ul className={styles.lines}>
                {saved.map((line, index) => (
                  <SavedLineItem
                    key={`${line.product._id}-${index}`}
                    line={line}
                    removing={removing.has(line.product._id)}
                    onMoveToCart={() => actions.moveToCart(line.product._id)}
                    onRemove={() => void remove(line.product)}
                  />
                ))}
              </ul>
            </section>
          )}
        </div>
        {active.length > 0 && (
          <aside className={styles.side}>
            <PriceDetails totals={totals} />
            <SecurityNote />
          </aside>
        )}
      </div>
      <PincodeDialog
        open={pincodeOpen}
        initialPincode={pincode}
        onClose={() => setPincodeOpen(false)}
        onSubmit={(chosen) => {
          choosePincode(chosen);
          setPincodeOpen(false);
        }}
      />
    </div>
  );
}
