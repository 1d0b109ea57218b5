/**
 * Orders (openapi.yaml placeOrder, listOrders, getOrder, cancelOrder, getInvoice, getCheckoutTerms:
 * the mock server's own calls, x-mock-only).
 * The hosted API takes no orders, and the shop must never pretend one was placed there: with
 * VITE_API_BASE_URL set the order calls are never made, and a server answering 404 to them (a proxy
 * in front of the hosted API) counts as taking no orders either (`useOrdersOffered`).
 */
import { apiFailureOf } from '../../lib/api/failure';
import { config } from '../../lib/config';
import { useAppDispatch } from '../../hooks/storeHooks';
import { useIsSignedIn } from '../session/useSession';
import { api } from '../../lib/api';
import { toQueryResult } from '../../lib/api/queryResult';
import { shopApi, type ApiFailure } from '../../lib/api/shopApi';
import type { CancelResult, CheckoutTerms, Invoice, Order, PlaceOrderRequest } from '../../lib/api/types';
import { linesOrdered } from '../cart/cartLinesSlice';

const orderOf = (body: unknown) => (body as { order: Order }).order;
const succeeded = (body: { status: boolean }) => body.status;

export const ordersApi = shopApi.enhanceEndpoints({ addTagTypes: ['Orders'] }).injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<Order[], void>({
      queryFn: () =>
        toQueryResult(
          () => api.listOrders(),
          (body) => (body as { orders: Order[] }).orders,
          succeeded,
        ),
      providesTags: ['Orders'],
    }),
    getOrder: build.query<Order, string>({
      queryFn: (orderId) => toQueryResult(() => api.getOrder(orderId), orderOf, succeeded),
      providesTags: ['Orders'],
    }),
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

export const {
  useListOrdersQuery,
  useGetOrderQuery,
  usePlaceOrderMutation,
  useGetCheckoutTermsQuery,
  useCancelOrderMutation,
  useGetInvoiceQuery,
} = ordersApi;

/** An order number as the server makes them (openapi.yaml Order.id): "OD" and 18 digits. */
export function isOrderId(text: string): boolean {
  return /^OD[0-9]{18}$/.test(text);
}

/** False when the shop talks to the hosted API directly, which has no order calls. */
export const ordersConfigured = config.apiBaseUrl === '';

/** A 404 to an order call that always exists on our server: this server takes no orders. */
export function takesNoOrders(error: ApiFailure | undefined): boolean {
  return error?.status === 404;
}

/**
 * Whether this store takes orders: 'no' against the hosted API or a server without the order calls,
 * 'yes' once the signed-in shopper's orders were read, 'unknown' before (or signed out, or offline).
 */
export function useOrdersOffered(): OrdersOffered {
  const signedIn = useIsSignedIn();
  return offeredBy(useListOrdersQuery(undefined, { skip: !ordersConfigured || !signedIn }));
}

type OrdersOffered = 'yes' | 'no' | 'unknown';

function offeredBy({ isSuccess, error }: { isSuccess: boolean; error?: unknown }): OrdersOffered {
  if (!ordersConfigured || takesNoOrders(apiFailureOf(error))) return 'no';
  return isSuccess ? 'yes' : 'unknown';
}

/** How long a tap waits for the orders' answer before going on without it. */
const tapWaitMs = 1500;

/**
 * `useOrdersOffered` for a shopper's tap: while it is still 'unknown' for a signed-in shopper (the
 * orders not heard yet), the answer waits for them (at most `tapWaitMs`: a tap never looks dead), so
 * a tap the moment a page opens gets the answer a tap a moment later would.
 */
export function useOrdersOfferedOnTap(): () => Promise<OrdersOffered> {
  const offered = useOrdersOffered();
  const signedIn = useIsSignedIn();
  const dispatch = useAppDispatch();
  return async () => {
    if (offered !== 'unknown' || !signedIn) return offered;
    const heard = dispatch(ordersApi.endpoints.listOrders.initiate(undefined, { subscribe: false })).then(offeredBy);
    const late = new Promise<OrdersOffered>((resolve) => setTimeout(() => resolve('unknown'), tapWaitMs));
    return Promise.race([heard, late]);
  };
}

/**
 * Orders placed from this page, and how far this device's clock is ahead of the server's (the
 * server's `placedAt` is its clock when the answer left, and the mock's clock may have been moved):
 * a pending payment's countdown reads the server's `expiresAt` with that offset.
 */
const deviceAhead = new Map<string, number>();
const placedHere = new Set<string>();

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
