/**
 * Orders (openapi.yaml listOrders, getOrder: the mock server's own calls, x-mock-only; the calls
 * only the checkout's and an order's own pages make are in ./orderActionsApi.ts, out of the pages
 * that merely ask whether this store takes orders).
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
import type { Order } from '../../lib/api/types';

export const orderOf = (body: unknown) => (body as { order: Order }).order;
export const succeeded = (body: { status: boolean }) => body.status;

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
  }),
});

export const { useListOrdersQuery, useGetOrderQuery } = ordersApi;

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
