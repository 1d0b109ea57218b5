/**
 * An order's payment as kept, and what it is at a moment of the mock's clock. A UPI payment is
 * pending from placement until it settles: by itself `settles.afterMs` after placement (UPI_SETTLE_MS,
 * paid unless `Prefer: payment=failed`), at once through POST /dev/payments, or, with neither, it
 * expires upiPendingMs after placement. Until the store records the settlement (Orders.catchUp), it
 * is read from the clock, so every answer is right whenever it is asked.
 */
import type { components } from '../../../generated/openapi.js';
import { upiPendingMs } from './checkout.js';

export type PaymentOutcome = 'paid' | 'failed' | 'expired';
type OrderPayment = components['schemas']['OrderPayment'];

export type PaymentRecord =
  | { method: 'cod' }
  | {
      method: 'upi';
      flow: 'collect' | 'intent';
      upiId?: string;
      /** Who the upi://pay link pays (`pa`, `pn`). */
      payee: { vpa: string; name: string };
      /** How and how long after placement it settles by itself; absent: it waits, then expires. */
      settles?: { afterMs: number; outcome: 'paid' | 'failed' };
      /** Recorded once settled. */
      settled?: { outcome: PaymentOutcome; atMs: number };
    };

/** What paymentOf needs of an order. */
export interface PaidOrder {
  id: string;
  placedAtMs: number;
  total: number;
  payment: PaymentRecord;
  cancelledAtMs?: number;
}

/** How and when a UPI payment settled, or undefined while it is pending (and for COD). */
export function settlementOf(order: PaidOrder, now: number): { outcome: PaymentOutcome; atMs: number } | undefined {
  const { payment, placedAtMs } = order;
  if (payment.method !== 'upi') return undefined;
  if (payment.settled) return payment.settled;
  const { settles } = payment;
  if (settles && settles.afterMs < upiPendingMs && now >= placedAtMs + settles.afterMs)
    return { outcome: settles.outcome, atMs: placedAtMs + settles.afterMs };
  if (now >= placedAtMs + upiPendingMs) return { outcome: 'expired', atMs: placedAtMs + upiPendingMs };
  return undefined;
}

export type PaymentState = OrderPayment['state'];

export function paymentStateOf(order: PaidOrder, now: number): PaymentState {
  if (order.payment.method === 'cod') return 'cod';
  const settled = settlementOf(order, now);
  if (!settled) return 'pending';
  if (settled.outcome === 'paid' && order.cancelledAtMs !== undefined && order.cancelledAtMs <= now) return 'refunded';
  return settled.outcome;
}

/** The order is a sale: paid in cash on delivery, or paid by UPI. */
export const isConfirmed = (state: PaymentState) => state === 'cod' || state === 'paid' || state === 'refunded';

/**
 * The link a UPI app opens (NPCI's UPI linking specification): payee, amount with two decimals,
 * INR, the order id as transaction reference and a note. Values are percent-encoded, but `@` is
 * left as it is: some UPI apps do not decode `%40` in `pa`.
 */
export function upiPayLink(payee: { vpa: string; name: string }, order: { id: string; total: number }): string {
  const params: [string, string][] = [
    ['pa', payee.vpa],
    ['pn', payee.name],
    ['am', order.total.toFixed(2)],
    ['cu', 'INR'],
    ['tr', order.id],
    ['tn', `Order ${order.id}`],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value).replaceAll('%40', '@')}`).join('&')}`;
}

/** The payment as the API answers it at `now`. */
export function paymentAnswer(order: PaidOrder, now: number): OrderPayment {
  const { payment } = order;
  const state = paymentStateOf(order, now);
  if (payment.method === 'cod') return { method: 'cod', state };
  const common = {
    method: 'upi' as const,
    flow: payment.flow,
    ...(payment.upiId ? { upiId: payment.upiId } : {}),
    state,
  };
  if (state === 'pending') {
    return {
      ...common,
      expiresAt: new Date(order.placedAtMs + upiPendingMs).toISOString(),
      ...(payment.flow === 'intent' ? { upiIntent: upiPayLink(payment.payee, order) } : {}),
    };
  }
  const settledAtMs = state === 'refunded' ? order.cancelledAtMs : settlementOf(order, now)?.atMs;
  return { ...common, ...(settledAtMs === undefined ? {} : { settledAt: new Date(settledAtMs).toISOString() }) };
}
