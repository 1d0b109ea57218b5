import type { SampleOrder } from './data/sampleOrders';

export interface ProgressStep {
  label: string;
  /** ISO date when the step happened; none for a step still to come. */
  date?: string;
  done: boolean;
}

/** The steps an order went through, as the progress bar shows them, and how far along it is (0-100). */
export function orderProgress(order: SampleOrder): { steps: ProgressStep[]; percent: number; current: string } {
  const ordered: ProgressStep = { label: 'Ordered', date: order.placedOn, done: true };
  let steps: ProgressStep[];
  switch (order.status) {
    case 'On the way':
      steps = [
        ordered,
        { label: 'Packed', date: order.placedOn, done: true },
        { label: 'Shipped', date: order.updatedOn, done: true },
        { label: 'Out for delivery', done: false },
        { label: 'Delivered', done: false },
      ];
      break;
    case 'Delivered':
      steps = [
        ordered,
        { label: 'Packed', date: order.placedOn, done: true },
        { label: 'Shipped', date: order.placedOn, done: true },
        { label: 'Out for delivery', date: order.updatedOn, done: true },
        { label: 'Delivered', date: order.updatedOn, done: true },
      ];
      break;
    case 'Cancelled':
      steps = [ordered, { label: 'Cancelled', date: order.updatedOn, done: true }];
      break;
    case 'Returned':
      steps = [
        ordered,
        { label: 'Delivered', date: order.placedOn, done: true },
        { label: 'Returned', date: order.updatedOn, done: true },
      ];
      break;
  }
  const doneCount = steps.filter((step) => step.done).length;
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
