/**
 * /account/order_details/{order_id}: one order the shopper placed (PlacedOrderDetail). Where the
 * server takes no orders, or the id is no order number (the Help Centre's sample item), there is no
 * such order to show, and nothing to ask the server.
 */
import { useParams } from 'react-router-dom';
import { isOrderId, useOrdersOffered } from '../../entities/orders/ordersApi';
import { OrderNotFound } from './OrderNotFound';
import { PlacedOrderDetail } from './PlacedOrderDetail';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const offered = useOrdersOffered();
  if (offered === 'no' || !isOrderId(orderId)) return <OrderNotFound orderId={orderId} />;
  return <PlacedOrderDetail orderId={orderId} />;
}
