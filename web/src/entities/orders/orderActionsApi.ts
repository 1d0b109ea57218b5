/**
 * The order calls only the checkout's and an order's own pages make (openapi.yaml placeOrder,
 * getCheckoutTerms, cancelOrder, getInvoice: x-mock-only, decision 031), injected into ordersApi
 * here so that the pages which only ask whether this store takes orders (the cart, the product
 * page) do not carry them. Where the store takes no orders they answer 404, as the other order calls.
 */
import { api } from '../../lib/api';
import { toQueryResult } from '../../lib/api/queryResult';
import type { CancelResult, CheckoutTerms, Invoice, Order, PlaceOrderRequest } from '../../lib/api/types';
import { linesOrdered } from '../cart/cartLinesSlice';
import { orderOf, ordersApi, succeeded } from './ordersApi';

/**
 * Orders placed from this page, and how far this device's clock is ahead of the server's (the
 * server's `placedAt` is its clock when the answer left, and the mock's clock may have been moved):
 * a pending payment's countdown reads the server's `expiresAt` with that offset.
 */
const deviceAhead = new Map<string, number>();
const placedHere = new Set<string>();

export const orderActionsApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<Order, PlaceOrderRequest>({
      queryFn: (order) => toQueryResult(() => api.placeOrder(order), orderOf, succeeded),
      // The ordered products left the cart on the server, whatever the payment (decision 031), and
      // their quantities kept on this device go with them.
      invalidatesTags: ['Orders', 'Cart'],
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data: order } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!order) return;
        placedHere.add(order.id);
        deviceAhead.set(order.id, Date.now() - Date.parse(order.placedAt));
        dispatch(linesOrdered(order.lines.map((line) => line.productId)));
      },
    }),
    /** The COD fee and limit and the UPI payee; 404 where the store takes no orders (proxy mode). */
    getCheckoutTerms: build.query<CheckoutTerms, void>({
      queryFn: () =>
        toQueryResult(
          () => api.getCheckoutTerms(),
          (body) => body as CheckoutTerms,
          succeeded,
        ),
    }),
    cancelOrder: build.mutation<CancelResult, string>({
      queryFn: (orderId) =>
        toQueryResult(
          () => api.cancelOrder(orderId),
          (body) => body as CancelResult,
          succeeded,
        ),
      invalidatesTags: ['Orders'],
      // The order's page shows the cancelled order at once, before the lists are read again.
      async onQueryStarted(orderId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(ordersApi.util.upsertQueryData('getOrder', orderId, data.order));
      },
    }),
    getInvoice: build.query<Invoice, string>({
      queryFn: (orderId) =>
        toQueryResult(
          () => api.getInvoice(orderId),
          (body) => (body as { invoice: Invoice }).invoice,
          succeeded,
        ),
      providesTags: ['Orders'],
    }),
  }),
});

export const { usePlaceOrderMutation, useGetCheckoutTermsQuery, useCancelOrderMutation, useGetInvoiceQuery } =
  orderActionsApi;

/** Whether this page placed the order (its payment's outcome then changes this device's cart lines). */
export const placedOnThisPage = (orderId: string): boolean => placedHere.has(orderId);

/**
 * Milliseconds until a pending UPI payment expires, from the server's timestamps: `expiresAt` on the
 * server's clock, brought to this device's by the offset learnt at placement. An order first seen
 * after a reload takes the clocks to agree, unless that leaves more time than the server allows
 * (its clock was moved ahead): then it counts from the first sight. Never more than the time allowed.
 */
export function paymentTimeLeft(order: Order, now: number): number | null {
  const { expiresAt } = order.payment;
  if (order.payment.state !== 'pending' || !expiresAt) return null;
  const expires = Date.parse(expiresAt);
  const allowed = expires - Date.parse(order.placedAt);
  if (!deviceAhead.has(order.id))
    deviceAhead.set(order.id, expires - now > allowed ? now - Date.parse(order.placedAt) : 0);
  const ahead = deviceAhead.get(order.id) ?? 0;
  return Math.min(allowed, Math.max(0, expires + ahead - now));
}
