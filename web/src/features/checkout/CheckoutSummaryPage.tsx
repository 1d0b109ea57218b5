/**
 * /checkout/summary, step 2: the cart's lines with their quantities and prices, where they go, and
 * by when each arrives at that pincode.
 */
import { t } from '@lingui/core/macro';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { addressLine } from '../../entities/addresses/addressBook';
import { useOrdersOffered } from '../../entities/orders/ordersApi';
import { pincodeFailureText } from '../../entities/delivery/pincodeApi';
import { formatDeliveryDate } from '../../entities/delivery/deliveryDate';
import { formatRupees } from '../../lib/money';
import { paths } from '../../lib/paths';
import { unitPrices } from '../../entities/cart/cartTotals';
import { BackToAddressStep } from './BackToAddressStep';
import { CheckoutLayout } from './CheckoutLayout';
import { useCheckoutDraft } from '../../entities/orders/checkoutDraft';
import { EmptyCheckout } from './EmptyCheckout';
import { NoOrdersHere } from './NoOrdersHere';
import styles from './Checkout.module.scss';
import { useCheckoutCart } from './useCheckoutCart';
import { useDeliveryTo } from './useDeliveryTo';
import { TitledSection } from '../../components/TitledSection/TitledSection';

export default function CheckoutSummaryPage() {
  const offered = useOrdersOffered();
  const { address } = useCheckoutDraft();
  const { lines, totals, isLoading } = useCheckoutCart();
  const { delivery, failure } = useDeliveryTo(address?.pincode);
  const navigate = useNavigate();

  if (offered === 'no') return <NoOrdersHere />;
  if (!address) return <BackToAddressStep />;
  if (isLoading) return <Alert tone="loading" />;

  const arrives = delivery?.serviceable && delivery.deliveryDate ? formatDeliveryDate(delivery.deliveryDate) : null;
  return (
    <CheckoutLayout step="summary" totals={totals}>
      <TitledSection className={styles.card} titleClassName={styles.cardTitle} title={t`Deliver to`}>
        <p>
          <strong>{address.name}</strong> {address.phone}
          <br />
          {`${addressLine(address)} - ${address.pincode}`}
        </p>
        {delivery && (
          <p
            className={styles.muted}
          >{`${delivery.place.office}, ${delivery.place.district}, ${delivery.place.state}`}</p>
        )}
        <Link to={paths.checkout.address}>{t`Change`}</Link>
      </TitledSection>
      {lines.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <TitledSection className={styles.card} titleClassName={styles.cardTitle} title={t`Order summary`}>
          <ul className={styles.lines}>
            {lines.map(({ product, quantity, warranty }) => {
              const { sell } = unitPrices(product);
              return (
                <li key={product._id} className={styles.line}>
                  <img src={product.url} alt="" />
                  <div className={styles.lineText}>
                    <p>{product.content.title}</p>
                    <p className={styles.muted}>
                      {t`Quantity: ${quantity}`} · {formatRupees(sell * quantity)}
                      {warranty ? ` · ${t`with extended warranty`}` : ''}
                    </p>
                    {arrives && <p className={styles.delivery}>{t`Delivery by ${arrives}`}</p>}
                  </div>
                </li>
              );
            })}
          </ul>
          {delivery && !delivery.serviceable && <Alert tone="note">{delivery.msg}</Alert>}
          {failure && <Alert tone="note">{pincodeFailureText(failure)}</Alert>}
          <div className={styles.actions}>
            <Button
              variant="primary"
              disabled={!delivery?.serviceable}
              onClick={() => void navigate(paths.checkout.payment)}
            >
              {t`CONTINUE`}
            </Button>
          </div>
        </TitledSection>
      )}
    </CheckoutLayout>
  );
}
