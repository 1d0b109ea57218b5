/**
 * Orders, per account, like carts: kept in memory, replaced by a reset, separate in every sandbox.
 * Each account remembers which idempotency key placed which order, so a key sent again answers the
 * order it placed, never a second one. An order's status and its payment's state are read from the
 * clock (./order-timeline.ts, ./payments.ts); what is stored is what happened: a UPI payment's
 * settlement once recorded, a cancellation. An account's orders are charged to the server's budget
 * for carts and orders (./account-data.ts); when their turn comes they are forgotten.
 *
 * The ordered products leave the cart when the order is placed, so a shopper waiting on a UPI
 * payment cannot order them twice. A payment that fails or expires puts them back: `catchUp`
 * records every settlement that fell due, and runs before any signed-in call of the account
 * (http/orders-catch-up.ts), so the cart is as it was whenever the shopper next looks.
 */
import { randomInt } from 'node:crypto';
import type { DeliveryAddress, Order, OrderLine, Place } from '../contract/api-types.js';
import type { AccountDataCharges } from './account-data.js';
import type { Carts } from './carts.js';
import type { Clock } from './clock.js';
import { cancellable, historyOf, statusOf } from './order-timeline.js';
import {
  paymentAnswer,
  paymentStateOf,
  settlementOf,
  type PaymentOutcome,
  type PaymentRecord,
  type PaymentState,
} from './payments.js';

export interface OrderRecord {
  id: string;
  placedAtMs: number;
  lines: OrderLine[];
  /** Rupees, included in `total`. */
  codFee: number;
  total: number;
  address: DeliveryAddress;
  place: Place;
  payment: PaymentRecord;
  deliveryDate: string;
  /** When the shopper cancelled it. */
  cancelledAtMs?: number;
}
export type OrderDraft = Omit<OrderRecord, 'id' | 'placedAtMs' | 'cancelledAtMs'>;

export type CancelOutcome =
  { cancelled: OrderRecord; again: boolean } | { refused: 'unknown' | 'pending' | 'not-placed' | 'shipped' };
export type SettleOutcome =
  { settled: OrderRecord } | { refused: 'unknown' } | { refused: 'not-pending'; state: PaymentState };

/** More orders than a person places in a test session; a bound on what one account can make us keep. */
export const maxOrdersPerAccount = 200;

export interface Orders {
  /** The order `key` placed for this account. */
  byKey(userId: string, key: string): OrderRecord | undefined;
  /** Undefined when the account already has maxOrdersPerAccount orders. */
  add(userId: string, key: string, draft: OrderDraft): OrderRecord | undefined;
  /** Newest first. */
  list(userId: string): OrderRecord[];
  get(userId: string, orderId: string): OrderRecord | undefined;
  /** Records the account's UPI settlements that fell due; a failed or expired one puts its products back in the cart. */
  catchUp(userId: string): void;
  /** The shopper cancels an order that has not left the warehouse. */
  cancel(userId: string, orderId: string): CancelOutcome;
  /** Settles a pending UPI payment now, whoever's order it is (POST /dev/payments). */
  settle(orderId: string, outcome: PaymentOutcome): SettleOutcome;
  clearFor(userId: string): void;
}

interface AccountOrders {
  /** Oldest first. */
  orders: OrderRecord[];
  byKey: Map<string, OrderRecord>;
  /** What the orders cost the budget. */
  bytes: number;
}

/**
 * What an order costs: its JSON (every field a string or number), its key, and the objects around
 * them; the 512 bytes also cover what a settlement or cancellation adds later.
 */
const orderBytes = (order: OrderRecord, key: string) => Buffer.byteLength(JSON.stringify(order)) + 2 * key.length + 512;

/** "OD" and 18 digits, the shape of a Flipkart order number. */
function newOrderId(): string {
  const block = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
  return `OD${block()}${block()}${block()}`;
}

export function createOrders(now: Clock, charges: AccountDataCharges, carts: Carts): Orders {
  const accounts = new Map<string, AccountOrders>();
  const get = (userId: string, orderId: string) => accounts.get(userId)?.orders.find((order) => order.id === orderId);

  /** Records a UPI settlement; a payment that did not go through gives the cart its products back. */
  function record(userId: string, order: OrderRecord, settled: { outcome: PaymentOutcome; atMs: number }) {
    if (order.payment.method !== 'upi') return;
    order.payment.settled = settled;
    if (settled.outcome !== 'paid') for (const line of order.lines) carts.add(userId, line.productId);
  }

  function catchUp(userId: string) {
    const time = now();
    for (const order of accounts.get(userId)?.orders ?? []) {
      if (order.payment.method !== 'upi' || order.payment.settled) continue;
      const due = settlementOf(order, time);
      if (due) record(userId, order, due);
    }
  }

  return {
    byKey: (userId, key) => accounts.get(userId)?.byKey.get(key),
    add(userId, key, draft) {
      let account = accounts.get(userId);
      if (!account) {
        account = { orders: [], byKey: new Map(), bytes: 0 };
        accounts.set(userId, account);
      }
      if (account.orders.length >= maxOrdersPerAccount) return undefined;
      let id = newOrderId();
      while (account.orders.some((order) => order.id === id)) id = newOrderId();
      const order: OrderRecord = { id, placedAtMs: now(), ...draft };
      account.orders.push(order);
      account.byKey.set(key, order);
      account.bytes += orderBytes(order, key);
      charges.charge(userId, account.bytes, () => accounts.delete(userId));
      return order;
    },
    list: (userId) => [...(accounts.get(userId)?.orders ?? [])].reverse(),
    get,
    catchUp,
    cancel(userId, orderId) {
      catchUp(userId);
      const order = get(userId, orderId);
      if (!order) return { refused: 'unknown' };
      if (order.cancelledAtMs !== undefined) return { cancelled: order, again: true };
      const time = now();
      const state = paymentStateOf(order, time);
      if (state === 'pending') return { refused: 'pending' };
      if (state === 'failed' || state === 'expired') return { refused: 'not-placed' };
      if (!cancellable(statusOf(historyOf(order, time)))) return { refused: 'shipped' };
      order.cancelledAtMs = time;
      return { cancelled: order, again: false };
    },
    settle(orderId, outcome) {
      for (const [userId, account] of accounts) {
        const order = account.orders.find((candidate) => candidate.id === orderId);
        if (!order) continue;
        catchUp(userId);
        const state = paymentStateOf(order, now());
        if (state !== 'pending') return { refused: 'not-pending', state };
        record(userId, order, { outcome, atMs: now() });
        return { settled: order };
      }
      return { refused: 'unknown' };
    },
    clearFor(userId) {
      accounts.delete(userId);
      charges.forget(userId);
    },
  };
}

/** The order as the API answers it at `time`: its status, history and payment then. */
export function orderAnswer(order: OrderRecord, time: number): Order {
  const history = historyOf(order, time);
  return {
    id: order.id,
    placedAt: new Date(order.placedAtMs).toISOString(),
    status: statusOf(history),
    history: history.map((step) => ({ status: step.status, at: new Date(step.atMs).toISOString() })),
    lines: order.lines,
    codFee: order.codFee,
    total: order.total,
    address: order.address,
    place: order.place,
    payment: paymentAnswer(order, time),
    deliveryDate: order.deliveryDate,
  };
}
