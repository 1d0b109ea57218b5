import type { SampleOrder } from './data/sampleOrders';

export interface ProgressStep {
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
  const ordered = step('Ordered', order.placedOn);
  let steps: ProgressStep[];
  switch (order.status) {
    case 'On the way':
      steps = [
        ordered,
        step('Packed', order.placedOn),
        step('Shipped', order.updatedOn),
        step('Out for delivery'),
        step('Delivered'),
      ];
      break;
    case 'Delivered':
      steps = [
        ordered,
        step('Packed', order.placedOn),
        step('Shipped', order.placedOn),
        step('Out for delivery', order.updatedOn),
        step('Delivered', order.updatedOn),
      ];
      break;
    case 'Cancelled':
      steps = [ordered, step('Cancelled', order.updatedOn)];
      break;
    case 'Returned':
      steps = [ordered, step('Delivered', order.placedOn), step('Returned', order.updatedOn)];
      break;
  }
  const doneCount = steps.filter((each) => each.done).length;
  const percent = Math.round(((doneCount - 1) / (steps.length - 1)) * 100);
  return { steps, percent, current: steps[doneCount - 1]?.label ?? 'Ordered' };
}

export interface PriceRow {
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
      { label: 'List price', amount: order.listPrice },
      { label: 'Selling price', amount: order.sellingPrice },
      { label: 'Extra Discount', amount: order.extraDiscount, minus: true },
      { label: 'Special Price', amount: order.sellingPrice - order.extraDiscount },
      { label: 'Delivery Charge', amount: order.deliveryFee, freeWhenZero: true },
    ],
    total,
  };
}
