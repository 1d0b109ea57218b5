import { t } from '@lingui/core/macro';
import type { Order } from '../../lib/api';
import { formatDeliveryDate } from '../../entities/delivery/deliveryDate';

/** A placed order's status as the shopper reads it, with its delivery date. */
export function statusLine(order: Order): string {
  const date = formatDeliveryDate(order.deliveryDate);
  switch (order.status) {
    case 'delivered':
      return t`Delivered on ${date}`;
    case 'out-for-delivery':
      return t`Out for delivery today`;
    case 'cancelled':
      return t`Cancelled`;
    default:
      return t`Delivery by ${date}`;
  }
}

/** The first line's title, and how many more lines the order has. */
export function orderTitle(order: Order): string {
  const first = order.lines[0]?.title ?? '';
  const more = order.lines.length - 1;
  return more > 0 ? t`${first} and ${more} more` : first;
}

export function paymentLabel(order: Order): string {
  if (order.payment.method === 'cod') return t`Cash on Delivery`;
  const { upiId } = order.payment;
  return upiId ? t`UPI (${upiId})` : t`UPI`;
}
