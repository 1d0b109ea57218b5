import { t } from '@lingui/core/macro';
import type { Order } from '../../lib/api';
import type { SampleOrder } from './data/sampleOrders';

export interface ProgressStep {
  /** In the active language. */
  label: string;
  /** ISO date when the step happened; none for a step still to come. */
  date?: string;
  done: boolean;
}

/** A step done on `date`, or, without one, a step still to come. */
function step(label: string, date?: string): ProgressStep {
  return date ? { label, date, done: true } : { label, done: false };
}

/** The steps an order went through, as the progress bar shows them, and how far along it is (0-100). */
export function orderProgress(order: SampleOrder): { steps: ProgressStep[]; percent: number; current: string } {
  const ordered = step(t({ context: 'order step', message: 'Ordered' }), order.placedOn);
  const packed = t`Packed`;
  const shipped = t`Shipped`;
  const outForDelivery = t`Out for delivery`;
  const delivered = t`Delivered`;
  let steps: ProgressStep[];
  switch (order.status) {
    case 'On the way':
      steps = [
        ordered,
        step(packed, order.placedOn),
        step(shipped, order.updatedOn),
        step(outForDelivery),
        step(delivered),
      ];
      break;
    case 'Delivered':
      steps = [
        ordered,
        step(packed, order.placedOn),
        step(shipped, order.placedOn),
        step(outForDelivery, order.updatedOn),
        step(delivered, order.updatedOn),
      ];
      break;
    case 'Cancelled':
      steps = [ordered, step(t`Cancelled`, order.updatedOn)];
      break;
    case 'Returned':
      steps = [ordered, step(delivered, order.placedOn), step(t`Returned`, order.updatedOn)];
      break;
  }
  const doneCount = steps.filter((each) => each.done).length;
  const percent = Math.round(((doneCount - 1) / (steps.length - 1)) * 100);
  return { steps, percent, current: steps[doneCount - 1]?.label ?? ordered.label };
}

export interface PriceRow {
  /** In the active language. */
  label: string;
  amount: number;
  /** Shown as a deduction. */
  minus?: boolean;
  /** Shown as 'Free' when the amount is 0. */
  freeWhenZero?: boolean;
}

export function priceRows(order: SampleOrder): { rows: PriceRow[]; total: number } {
  const total = order.sellingPrice - order.extraDiscount + order.deliveryFee;
  return {
    rows: [
      { label: t`List price`, amount: order.listPrice },
      { label: t`Selling price`, amount: order.sellingPrice },
      { label: t`Extra Discount`, amount: order.extraDiscount, minus: true },
      { label: t`Special Price`, amount: order.sellingPrice - order.extraDiscount },
      { label: t`Delivery Charge`, amount: order.deliveryFee, freeWhenZero: true },
    ],
    total,
  };
}

const placedSteps = ['ordered', 'shipped', 'out-for-delivery', 'delivered'] as const;

/** A placed order's steps (openapi.yaml OrderStatus): every step up to its status is done. */
export function placedOrderProgress(order: Order): { steps: ProgressStep[]; percent: number; current: string } {
  const labels = {
    ordered: t({ context: 'order step', message: 'Ordered' }),
    shipped: t`Shipped`,
    'out-for-delivery': t`Out for delivery`,
    delivered: t`Delivered`,
  };
  const reached = placedSteps.indexOf(order.status);
  const steps = placedSteps.map((status, index) => ({
    label: labels[status],
    done: index <= reached,
    ...(status === 'ordered' ? { date: order.placedAt.slice(0, 10) } : {}),
    ...(status === 'delivered' ? { date: order.deliveryDate } : {}),
  }));
  return { steps, percent: Math.round((reached / (placedSteps.length - 1)) * 100), current: labels[order.status] };
}
