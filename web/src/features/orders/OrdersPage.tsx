/**
 * /account/orders: the orders the shopper placed on this server, newest first. Where the server
 * takes no orders (the hosted API, or the mock server in front of it) there are none to show, and
 * My Orders says so plainly instead of showing orders nobody placed.
 */
import { useOrdersOffered } from '../../entities/orders/ordersApi';
import { NoOrdersTaken } from './NoOrdersTaken';
import { PlacedOrders } from './PlacedOrders';

export default function OrdersPage() {
  return useOrdersOffered() === 'no' ? <NoOrdersTaken /> : <PlacedOrders />;
}
