import type { OrderStatus, OrderTime, SampleOrder } from './data/sampleOrders';

export interface OrderFilters {
  statuses: readonly OrderStatus[];
  times: readonly OrderTime[];
  query: string;
}

export const noFilters: OrderFilters = { statuses: [], times: [], query: '' };

const DAY_MS = 86_400_000;

function placedIn(order: SampleOrder, time: OrderTime, now: number): boolean {
  const placed = new Date(order.placedOn).getTime();
  const year = new Date(order.placedOn).getUTCFullYear();
  if (time === 'Last 30 days') return now - placed <= 30 * DAY_MS;
  if (time === 'Older') return year < 2020;
  return String(year) === time;
}

/**
 * The orders the shopper asked for: any chosen status, placed in any chosen time, whose title has
 * every searched word. No choice in a group means the group does not filter.
 */
export function filterOrders(orders: readonly SampleOrder[], filters: OrderFilters, now = Date.now()): SampleOrder[] {
  const words = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  return orders.filter(
    (order) =>
      (filters.statuses.length === 0 || filters.statuses.includes(order.status)) &&
      (filters.times.length === 0 || filters.times.some((time) => placedIn(order, time, now))) &&
      words.every((word) => order.title.toLowerCase().includes(word)),
  );
}

export function toggled<Item>(items: readonly Item[], item: Item): Item[] {
  return items.includes(item) ? items.filter((existing) => existing !== item) : [...items, item];
}
