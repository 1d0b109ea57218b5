import { t } from '@lingui/core/macro';
import type { Order } from '../../lib/api';
import { formatDeliveryDate } from '../../entities/delivery/deliveryDate';
import { formatRupees } from '../../lib/money';

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

/** Whether the shopper may still cancel the order: not yet shipped, and its payment confirmed (decision 031). */
export function cancellable(order: Order): boolean {
  const confirmed = order.payment.state === 'cod' || order.payment.state === 'paid';
  return confirmed && (order.status === 'ordered' || order.status === 'packed');
}

/** Whether the order has a tax invoice: confirmed (COD or paid) and not cancelled. */
export function invoiced(order: Order): boolean {
  return order.status !== 'cancelled' && (order.payment.state === 'cod' || order.payment.state === 'paid');
}

/** What became of a cancelled order's money, or null for an order that is not cancelled. */
export function cancelledLine(order: Order): string | null {
  if (order.status !== 'cancelled') return null;
  const total = formatRupees(order.total);
  switch (order.payment.state) {
    case 'refunded':
      return t`This order is cancelled. The ${total} you paid by UPI goes back to your account within 5 to 7 working days.`;
    case 'failed':
    case 'expired':
      return t`This order is cancelled: its UPI payment did not go through, and nothing was charged.`;
    default:
      return t`This order is cancelled. Nothing is to be paid for it.`;
  }
}
