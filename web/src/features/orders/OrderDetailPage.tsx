/**
 * /account/order_details/{order_id}: one order the shopper placed (PlacedOrderDetail). Where the
 * server takes no orders there is no such order to show.
 */
import { useParams } from 'react-router-dom';
import { useOrdersOffered } from '../../entities/orders/ordersApi';
import { OrderNotFound } from './OrderNotFound';
import { PlacedOrderDetail } from './PlacedOrderDetail';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  if (useOrdersOffered() === 'no') return <OrderNotFound orderId={orderId} />;
  return <PlacedOrderDetail orderId={orderId} />;
}
