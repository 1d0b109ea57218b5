/**
 * The data of the signed-in shopper's own screens, as their first render reads it: started by their
 * routes' loaders on the server only, where the page is drawn for the shopper whose session the
 * navigation carries (server/renderPage.tsx, with their token). In the browser their screens' hooks
 * ask, as before (the answers a page came with first): router.tsx imports this module only on the
 * server, so the entry carries none of it.
 */
import { cartApi } from '../entities/cart/cartApi';
import { isOrderId, ordersApi, ordersConfigured } from '../entities/orders/ordersApi';
import type { LoaderFunction } from 'react-router-dom';
import { screenData, storeOf, type ScreenDataArgs } from './serverRendering';

const startCart = ({ dispatch, options }: ScreenDataArgs) =>
  dispatch(cartApi.endpoints.getCart.initiate(undefined, options));

/** The placed orders, which also say whether this server takes orders at all (`useOrdersOffered`). */
const startOrders = ({ dispatch, options }: ScreenDataArgs) =>
  ordersConfigured ? dispatch(ordersApi.endpoints.listOrders.initiate(undefined, options)) : undefined;

/** An order and the placed orders; nothing for an id that is no order number (the Help Centre's sample). */
const startOrder = (args: ScreenDataArgs) => {
  const { orderId = '' } = args.params;
  if (!ordersConfigured || !isOrderId(orderId)) return;
  void startOrders(args);
  void args.dispatch(ordersApi.endpoints.getOrder.initiate(orderId, args.options));
};

/** Starts `start` when the page is drawn for a signed-in shopper; for anyone else (the frame) nothing. */
function forShopper(start: (args: ScreenDataArgs) => unknown): LoaderFunction {
  const load = screenData(start);
  return (args) => (storeOf(args.context)?.getState().session.user ? load(args) : null);
}

export const signedInData = {
  /** The cart and its header badge. */
  cart: forShopper(startCart),
  /** A checkout step: the cart it orders, and whether orders are taken. */
  checkout: forShopper((args) => {
    void startCart(args);
    void startOrders(args);
  }),
  orders: forShopper(startOrders),
  /** An order's page (its detail, or its confirmation). */
  order: forShopper(startOrder),
};

export type SignedInData = keyof typeof signedInData;
