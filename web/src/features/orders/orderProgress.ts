import { t } from '@lingui/core/macro';
import type { Order } from '../../lib/api';

export interface ProgressStep {
  /** In the active language. */
  label: string;
  /** ISO date when the step happened; none for a step still to come. */
  date?: string;
  done: boolean;
}

const placedSteps = ['ordered', 'packed', 'shipped', 'out-for-delivery', 'delivered'] as const;
type PlacedStep = (typeof placedSteps)[number];

const isPlacedStep = (status: string): status is PlacedStep => (placedSteps as readonly string[]).includes(status);

/**
 * A placed order's steps (openapi.yaml OrderStatus): every step up to its status is done, dated from
 * its history. A cancelled order shows the steps it reached before it was cancelled.
 */
export function orderProgress(order: Order): { steps: ProgressStep[]; percent: number; current: string } {
  const labels: Record<PlacedStep, string> = {
    ordered: t({ context: 'order step', message: 'Ordered' }),
    packed: t`Packed`,
    shipped: t`Shipped`,
    'out-for-delivery': t`Out for delivery`,
    delivered: t`Delivered`,
  };
  const { history } = order;
  const lastPlaced = [...history].reverse().find((step) => isPlacedStep(step.status))?.status;
  const reachedStatus = isPlacedStep(order.status) ? order.status : (lastPlaced ?? 'ordered');
  const reached = placedSteps.indexOf(reachedStatus as PlacedStep);
  const dateOf = (status: PlacedStep) => history.find((step) => step.status === status)?.at.slice(0, 10);
  const steps = placedSteps.map((status, index) => {
    const date =
      dateOf(status) ??
      (status === 'ordered' ? order.placedAt.slice(0, 10) : status === 'delivered' ? order.deliveryDate : undefined);
    return { label: labels[status], done: index <= reached, ...(date ? { date } : {}) };
  });
  const current = order.status === 'cancelled' ? t`Cancelled` : labels[reachedStatus as PlacedStep];
  return { steps, percent: Math.round((reached / (placedSteps.length - 1)) * 100), current };
}
