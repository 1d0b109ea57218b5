/**
 * /checkout/payment, step 3: UPI (from the shopper's UPI app, or by a request to a UPI ID) or Cash
 * on Delivery, with its fee and limit from the checkout terms, then the order. A UPI order's payment
 * is pending when placed: the confirmation page waits for it (decision 031). The server prices the order
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
import type { CheckoutTerms, PincodeCheck, PlaceOrderRequest } from '../../lib/api';
import { ordersConfigured, takesNoOrders, useOrdersOffered } from '../../entities/orders/ordersApi';
import { useGetCheckoutTermsQuery, usePlaceOrderMutation } from '../../entities/orders/orderActionsApi';
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

function codRefusalFor(delivery: PincodeCheck | undefined, terms: CheckoutTerms | undefined, total: number) {
  if (!delivery || !terms) return t`Checking whether Cash on Delivery is offered…`;
  if (!delivery.codAvailable)
    return t`Not offered at ${delivery.pincode}: it is more than 1,000 km from our warehouse.`;
  const limit = formatRupees(terms.cod.max);
  if (total > terms.cod.max) return t`Cash on Delivery is not offered for orders above ${limit}. Please pay by UPI.`;
  return null;
}

/** The Cash on Delivery fee this order pays if paid by COD (the lines total below `feeBelow`). */
function codFeeFor(terms: CheckoutTerms | undefined, total: number): number {
  return terms && total < terms.cod.feeBelow ? terms.cod.fee : 0;
}

function codFeeNote(fee: number, terms: CheckoutTerms): string {
  const amount = formatRupees(fee);
  const below = formatRupees(terms.cod.feeBelow);
  return t`A fee of ${amount} on orders below ${below}.`;
}

function paymentOf(method: PaymentMethod, upiId: string): PlaceOrderRequest['payment'] {
  if (method === 'cod') return { method: 'cod' };
  return method === 'upi-id' ? { method: 'upi', upiId } : { method: 'upi', flow: 'intent' };
}

/** No answer to PAY: the order may or may not have been placed. */
const noAnswerText = () =>
  t`We did not hear back from the shop, so we cannot tell yet whether your order was placed. Try again when you are online: it will not be ordered twice.`;

export default function CheckoutPaymentPage() {
  const offered = useOrdersOffered();
  const { address, idempotencyKey, unanswered, sending, answered, placed } = useCheckoutDraft();
  const { lines, orderLines, totals, isLoading } = useCheckoutCart();
  const { delivery } = useDeliveryTo(address?.pincode);
  const {
    data: terms,
    error: termsError,
    refetch: refetchTerms,
  } = useGetCheckoutTermsQuery(undefined, { skip: !ordersConfigured });
  const [placeOrder, { isLoading: placing, error }] = usePlaceOrderMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<{ method: PaymentMethod; upiId: string }>({ initial: { method: 'upi-app', upiId: '' } });
  const { method, upiId } = form.values;
  const { message, say } = form;

  if (offered === 'no' || takesNoOrders(apiFailureOf(error)) || takesNoOrders(apiFailureOf(termsError)))
    return <NoOrdersHere />;
  if (!address || !idempotencyKey) return <BackToAddressStep />;
  if (isLoading) return <Alert tone="loading" />;

  const codRefusal = codRefusalFor(delivery, terms, totals.total);
  const chosen = method === 'cod' && codRefusal ? 'upi-app' : method;
  const codFee = codRefusal ? 0 : codFeeFor(terms, totals.total);
  const total = totals.total + (chosen === 'cod' ? codFee : 0);

  async function send(request: PlaceOrderRequest) {
    if (placing) return;
    sending(request);
    say(t`Placing your order…`);
    const result = await placeOrder(request);
    if ('data' in result && result.data) {
      // This checkout's key is spent; the confirmation ends the checkout (OrderConfirmedPage clears
      // the draft) once the payment is confirmed, and a failed one leaves the address for paying again.
      placed();
      void navigate(paths.checkout.confirmed(result.data.id), { replace: true });
      return;
    }
    const failure = apiFailureOf(result.error);
    // The server answered, so nothing was placed; a lost answer keeps the request to ask again.
    if (failure?.status !== 'NETWORK') answered();
    // A changed cart: read it again, so the lines and the total on screen are the server's.
    // A changed COD fee (409 too): read the terms again.
    if (failure?.status === 409) {
      dispatch(shopApi.util.invalidateTags(['Cart']));
      if (terms) void refetchTerms();
    }
    say(failureText(failure, { offline: noAnswerText() }));
  }

  function pay(event: FormEvent) {
    event.preventDefault();
    if (!address || !idempotencyKey) return;
    if (chosen === 'upi-id' && !isUpiId(upiId)) {
      say(t`Please enter a UPI ID such as name@bank.`);
      return;
    }
    void send({
      idempotencyKey,
      lines: orderLines,
      address,
      payment: paymentOf(chosen, upiId),
      // What PRICE DETAILS shows: with the COD fee when paying by COD (the server refuses otherwise).
      expectedTotal: total,
    });
  }

  return (
    <CheckoutLayout
      step="payment"
      totals={totals}
      codFee={codFee > 0 && lines.length > 0 ? { fee: codFee, chosen: chosen === 'cod' } : null}
    >
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
            codFeeNote={terms && codFee > 0 ? codFeeNote(codFee, terms) : null}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={placing} aria-disabled={placing}>
              {chosen === 'cod' ? t`CONFIRM ORDER` : t`PAY ${formatRupees(total)}`}
            </Button>
          </div>
          <Alert tone="note">{message}</Alert>
        </form>
      )}
    </CheckoutLayout>
  );
}
