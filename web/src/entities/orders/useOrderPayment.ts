/**
 * An order while its UPI payment settles (decision 031): getOrder polled until `payment.state` is no
 * longer `pending`. When it failed or expired the server cancelled the order and put its products
 * back in the cart: the cart is read again, and an order placed from this page brings its lines
 * back with the quantities and warranties they were ordered with (they left this device's cart lines
 * when it was placed).
 */
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../hooks/storeHooks';
import type { Order } from '../../lib/api/types';
import { linesReturned } from '../cart/cartLinesSlice';
import { placedOnThisPage } from './orderActionsApi';
import { ordersApi, useGetOrderQuery } from './ordersApi';

/** How often a pending payment is asked about. */
export const paymentPollMs = 2000;

export const paymentFailed = (order: Order): boolean =>
  order.payment.state === 'failed' || order.payment.state === 'expired';

/** Orders whose lines came back to this device's cart lines already (once, whatever remounts). */
const returnedHere = new Set<string>();

export function useOrderPayment(orderId: string) {
  const dispatch = useAppDispatch();
  const pending = ordersApi.endpoints.getOrder.useQueryState(orderId).data?.payment.state === 'pending';
  const query = useGetOrderQuery(orderId, {
    pollingInterval: pending ? paymentPollMs : 0,
    skipPollingIfUnfocused: false,
  });
  const order = query.data;
  const state = order?.payment.state;
  /** The payment state this screen last acted on. */
  const seen = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!order || state === seen.current) return;
    const before = seen.current;
    seen.current = state;
    if (paymentFailed(order)) {
      if (placedOnThisPage(order.id) && !returnedHere.has(order.id)) {
        returnedHere.add(order.id);
        dispatch(
          linesReturned(order.lines.map(({ productId, quantity, warranty }) => ({ productId, quantity, warranty }))),
        );
      }
      dispatch(ordersApi.util.invalidateTags(['Cart', 'Orders']));
    } else if (before === 'pending') {
      // Paid: the orders list says so too.
      dispatch(ordersApi.util.invalidateTags(['Orders']));
    }
  }, [order, state, dispatch]);

  return query;
}
