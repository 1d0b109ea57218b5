import { t } from '@lingui/core/macro';
import type { Order } from '../../lib/api';

export interface ProgressStep {
  /** In the active language. */
  label: string;
  /** ISO date when the step happened; none for a step still to come. */
  date?: string;
  done: boolean;
}

const placedSteps = ['ordered', 'shipped', 'out-for-delivery', 'delivered'] as const;

/** A placed order's steps (openapi.yaml OrderStatus): every step up to its status is done. */
export function orderProgress(order: Order): { steps: ProgressStep[]; percent: number; current: string } {
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
