/**
 * Where an order is, read from the mock's clock (docs/decisions/031), so POST /dev/clock walks an
 * order through its steps: ordered at placement, packed 4 hours later, shipped a day after
 * placement, out for delivery at 08:00 on its delivery date and delivered at 18:00 (India's time).
 * Each step is at least as late as the one before. A pending UPI payment holds it at `ordered`; one
 * that failed or expired cancels it then; a cancellation by the shopper stops it where it was.
 */
import type { components } from '../../../generated/openapi.js';
import { settlementOf, type PaidOrder } from './payments.js';

type OrderStatus = components['schemas']['OrderStatus'];
export interface TimedStep {
  status: OrderStatus;
  atMs: number;
}

const hourMs = 3_600_000;

/** `hour` o'clock in India (UTC+5:30) on the calendar date `date` (YYYY-MM-DD). */
const indianTime = (date: string, hour: number) => Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00+05:30`);

/** The delivery steps of a confirmed order, when each happens. */
function schedule(order: PaidOrder & { deliveryDate: string }): TimedStep[] {
  const planned: TimedStep[] = [
    { status: 'ordered', atMs: order.placedAtMs },
    { status: 'packed', atMs: order.placedAtMs + 4 * hourMs },
    { status: 'shipped', atMs: order.placedAtMs + 24 * hourMs },
    { status: 'out-for-delivery', atMs: indianTime(order.deliveryDate, 8) },
    { status: 'delivered', atMs: indianTime(order.deliveryDate, 18) },
  ];
  let latest = 0;
  return planned.map((step) => ({ ...step, atMs: (latest = Math.max(latest, step.atMs)) }));
}

/** The steps the order has reached at `now`, oldest first (never empty). */
export function historyOf(order: PaidOrder & { deliveryDate: string }, now: number): TimedStep[] {
  const ordered: TimedStep = { status: 'ordered', atMs: order.placedAtMs };
  const settled = settlementOf(order, now);
  if (order.payment.method === 'upi' && !settled) return [ordered];
  if (settled && settled.outcome !== 'paid') return [ordered, { status: 'cancelled', atMs: settled.atMs }];
  const cancelledAtMs =
    order.cancelledAtMs !== undefined && order.cancelledAtMs <= now ? order.cancelledAtMs : undefined;
  const until = cancelledAtMs ?? now;
  const reached = schedule(order).filter((step) => step.atMs <= until);
  return cancelledAtMs === undefined ? reached : [...reached, { status: 'cancelled', atMs: cancelledAtMs }];
}

export const statusOf = (history: readonly TimedStep[]): OrderStatus => history.at(-1)?.status ?? 'ordered';

/** A shopper may cancel until the order leaves the warehouse. */
export const cancellable = (status: OrderStatus) => status === 'ordered' || status === 'packed';
