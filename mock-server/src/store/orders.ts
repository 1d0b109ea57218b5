/**
 * Orders, per account, like carts: kept in memory, replaced by a reset, separate in every sandbox.
 * Each account remembers which idempotency key placed which order, so a key sent again answers the
 * order it placed, never a second one. An order's status is not stored: it follows the clock from
 * placement to its delivery date (orderStatus). An account's orders are charged to the server's
 * budget for carts and orders (./account-data.ts); when their turn comes they are forgotten.
 */
import { randomInt } from 'node:crypto';
import type { Order, OrderStatus } from '../contract/api-types.js';
import type { AccountDataCharges } from './account-data.js';
import type { Clock } from './clock.js';
import { indianDateAfter } from './pincodes/delivery.js';

/** An order as kept: everything but its status, and when it was placed in milliseconds. */
export type OrderRecord = Omit<Order, 'status' | 'placedAt'> & { placedAtMs: number };
export type OrderDraft = Omit<OrderRecord, 'id' | 'placedAtMs'>;

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
  clearFor(userId: string): void;
}

interface AccountOrders {
  /** Oldest first. */
  orders: OrderRecord[];
  byKey: Map<string, OrderRecord>;
  /** What the orders cost the budget. */
  bytes: number;
}

/** What an order costs: its JSON (every field a string or number), its key, and the objects around them. */
const orderBytes = (order: OrderRecord, key: string) => Buffer.byteLength(JSON.stringify(order)) + 2 * key.length + 512;

/** "OD" and 18 digits, the shape of a Flipkart order number. */
function newOrderId(): string {
  const block = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
  return `OD${block()}${block()}${block()}`;
}

export function createOrders(now: Clock, charges: AccountDataCharges): Orders {
  const accounts = new Map<string, AccountOrders>();

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
    get: (userId, orderId) => accounts.get(userId)?.orders.find((order) => order.id === orderId),
    clearFor(userId) {
      accounts.delete(userId);
      charges.forget(userId);
    },
  };
}

/**
 * Ordered on the day it is placed, shipped from a day later, out for delivery on its delivery date
 * (India's calendar), delivered after it.
 */
export function orderStatus(order: OrderRecord, time: number): OrderStatus {
  const today = indianDateAfter(time, 0);
  if (today > order.deliveryDate) return 'delivered';
  if (today === order.deliveryDate) return 'out-for-delivery';
  return time - order.placedAtMs >= 86_400_000 ? 'shipped' : 'ordered';
}

/** The order as the API answers it, with its status now. */
export function orderAnswer(order: OrderRecord, time: number): Order {
  const { placedAtMs, ...rest } = order;
  return { ...rest, placedAt: new Date(placedAtMs).toISOString(), status: orderStatus(order, time) };
}
