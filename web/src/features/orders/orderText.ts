import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatOrderDate } from '../../lib/i18n/format';
import type { OrderStatus, OrderTime, SampleOrder } from './data/sampleOrders';

const statusLabels: Record<OrderStatus, MessageDescriptor> = {
  'On the way': msg`On the way`,
  Delivered: msg`Delivered`,
  Cancelled: msg`Cancelled`,
  Returned: msg`Returned`,
};

/** An order status as the shopper reads it (the status itself, the filter's value, stays English). */
export function statusLabel(status: OrderStatus): string {
  return i18n._(statusLabels[status]);
}

/** An order-time filter as the shopper reads it: years are printed as they are. */
export function timeLabel(time: OrderTime): string {
  if (time === 'Last 30 days') return t`Last 30 days`;
  if (time === 'Older') return t`Older`;
  return time;
}

const paymentModes: Record<string, MessageDescriptor> = {
  'Cash on Delivery': msg`Cash on Delivery`,
  'Credit Card': msg`Credit Card`,
  'Debit Card': msg`Debit Card`,
  'Net Banking': msg`Net Banking`,
};

/** How the order was paid, in the active language (UPI and any unknown mode as the order says it). */
export function paymentLabel(order: SampleOrder): string {
  const mode = paymentModes[order.paymentMode];
  return mode ? i18n._(mode) : order.paymentMode;
}

/** The line under an order's status: when it was delivered, cancelled or returned, or when it arrives. */
export function statusLine(order: SampleOrder): string {
  const date = formatOrderDate(order.updatedOn);
  switch (order.status) {
    case 'On the way':
      return t`Shipped on ${date}: your item is on the way`;
    case 'Delivered':
      return t`Delivered on ${date}: your item has been delivered`;
    case 'Cancelled':
      return t`Cancelled on ${date}: as per your request`;
    case 'Returned':
      return t`Returned on ${date}: refund completed`;
  }
}

export function orderNumber(order: SampleOrder): string {
  return `OD${order.transactionId.slice(3)}${order.id.padStart(4, '0')}`;
}
