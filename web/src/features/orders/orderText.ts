import { formatDate } from '../../lib/i18n/format';
import type { SampleOrder } from './data/sampleOrders';

/** '06 Nov 2023' ('06 नव॰ 2023' in Hindi), the way order dates are printed. */
export function formatOrderDate(isoDate: string): string {
  return formatDate(new Date(`${isoDate}T00:00:00Z`), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The line under an order's status: when it was delivered, cancelled or returned, or when it arrives. */
export function statusLine(order: SampleOrder): string {
  const date = formatOrderDate(order.updatedOn);
  switch (order.status) {
    case 'On the way':
      return `Shipped on ${date}: your item is on the way`;
    case 'Delivered':
      return `Delivered on ${date}: your item has been delivered`;
    case 'Cancelled':
      return `Cancelled on ${date}: as per your request`;
    case 'Returned':
      return `Returned on ${date}: refund completed`;
  }
}

export function orderNumber(order: SampleOrder): string {
  return `OD${order.transactionId.slice(3)}${order.id.padStart(4, '0')}`;
}
