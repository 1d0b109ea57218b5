/**
 * /checkout/payment, step 3: UPI or Cash on Delivery, then the order. The server prices the order
 * itself and answers for every fault (a changed cart, a declined payment, a pincode it no longer
 * serves); the checkout's idempotency key makes a double click or a retry after a lost answer
 * place one order. When the answer to PAY is lost, the order may have gone through and emptied the
 * cart: the step then offers to send the same request again, which answers the order placed.
 */
import { failureText } from '../../lib/api/failure';
import { apiFailureOf } from '../../lib/api/failure';
import { t } from '@lingui/core/macro';
import type { FormEvent } from 'react';
import { useForm } from '../../hooks/useForm';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { useAppDispatch } from '../../hooks/storeHooks';
import type { PincodeCheck, PlaceOrderRequest } from '../../lib/api';
import { takesNoOrders, useOrdersOffered, usePlaceOrderMutation } from '../../entities/orders/ordersApi';
import { shopApi } from '../../lib/api/shopApi';
import { formatRupees } from '../../lib/money';
import { paths } from '../../lib/paths';
import { BackToAddressStep } from './BackToAddressStep';
import { CheckoutLayout } from './CheckoutLayout';
import { useCheckoutDraft } from '../../entities/orders/checkoutDraft';
import { EmptyCheckout } from './EmptyCheckout';
import { NoOrdersHere } from './NoOrdersHere';
import { PaymentChoices, type PaymentMethod } from './PaymentChoices';
import { UnansweredOrder } from './UnansweredOrder';
import styles from './Checkout.module.scss';
import { isUpiId } from './upiId';
import { useCheckoutCart } from './useCheckoutCart';
import { useDeliveryTo } from './useDeliveryTo';

function codRefusalFor(delivery: PincodeCheck | undefined, total: number): string | null {
  if (!delivery) return t`Checking whether Cash on Delivery is offered…`;
  if (!delivery.codAvailable)
    return t`Not offered at ${delivery.pincode}: it is more than 1,000 km from our warehouse.`;
  if (total > delivery.codLimit) return t`Offered for orders up to ${formatRupees(delivery.codLimit)}.`;
  return null;
}

/** No answer to PAY: the order may or may not have been placed. */
const noAnswerText = () =>
  t`We did not hear back from the shop, so we cannot tell yet whether your order was placed. Try again when you are online: it will not be ordered twice.`;

export default function CheckoutPaymentPage() {
  const offered = useOrdersOffered();
  const { address, idempotencyKey, unanswered, sending, answered } = useCheckoutDraft();
  const { lines, orderLines, totals, isLoading } = useCheckoutCart();
  const { delivery } = useDeliveryTo(address?.pincode);
  const [placeOrder, { isLoading: placing, error }] = usePlaceOrderMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<{ method: PaymentMethod; upiId: string }>({ initial: { method: 'upi', upiId: '' } });
  const { method, upiId } = form.values;
  const { message, say } = form;

  if (offered === 'no' || takesNoOrders(apiFailureOf(error))) return <NoOrdersHere />;
  if (!address || !idempotencyKey) return <BackToAddressStep />;
  if (isLoading) return <Alert tone="loading" />;

  const codRefusal = codRefusalFor(delivery, totals.total);
  const chosen = method === 'cod' && codRefusal ? 'upi' : method;

  async function send(request: PlaceOrderRequest) {
    if (placing) return;
    sending(request);
    say(t`Placing your order…`);
    const result = await placeOrder(request);
    if ('data' in result && result.data) {
      // The confirmation ends the checkout (OrderConfirmedPage clears the draft).
      void navigate(paths.checkout.confirmed(result.data.id), { replace: true });
      return;
    }
    const failure = apiFailureOf(result.error);
    // The server answered, so nothing was placed; a lost answer keeps the request to ask again.
    if (failure?.status !== 'NETWORK') answered();
    // A changed cart: read it again, so the lines and the total on screen are the server's.
    if (failure?.status === 409) dispatch(shopApi.util.invalidateTags(['Cart']));
    say(failureText(failure, { offline: noAnswerText() }));
  }

  function pay(event: FormEvent) {
    event.preventDefault();
    if (!address || !idempotencyKey) return;
    if (chosen === 'upi' && !isUpiId(upiId)) {
      say(t`Please enter a UPI ID such as name@bank.`);
      return;
    }
    void send({
      idempotencyKey,
      lines: orderLines,
      address,
      payment: chosen === 'upi' ? { method: 'upi', upiId } : { method: 'cod' },
      expectedTotal: totals.total,
    });
  }

  return (
    <CheckoutLayout step="payment" totals={totals}>
      {lines.length === 0 && unanswered ? (
        <UnansweredOrder placing={placing} message={message} onAskAgain={() => void send(unanswered)} />
      ) : lines.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <form className={styles.card} onSubmit={pay} aria-labelledby="payment-title" noValidate>
          <h2 id="payment-title" className={styles.cardTitle}>
            {t`Payment`}
          </h2>
          <PaymentChoices
            method={chosen}
            onMethod={form.update('method')}
            upiId={upiId}
            onUpiId={form.update('upiId')}
            codRefusal={codRefusal}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={placing} aria-disabled={placing}>
              {chosen === 'upi' ? t`PAY ${formatRupees(totals.total)}` : t`CONFIRM ORDER`}
            </Button>
          </div>
          <Alert tone="note">{message}</Alert>
        </form>
      )}
    </CheckoutLayout>
  );
}
