/**
 * The mock shop's delivery rules (docs/decisions/018 states them for shoppers and testers):
 *
 *   One warehouse, at Hoskote near Bengaluru (pincode 560067). Everything ships by road from it.
 *   Days to deliver: 1 + ceil(distance / 500 km), at least 2 (Bengaluru 2, Mumbai 3, Delhi 5).
 *   Not served: the island territories (no road), and pincodes we cannot place on the map.
 *   Cash on Delivery: within 1,000 km of the warehouse (and for orders up to COD_MAX, ../checkout.ts).
 *
 * Dates are calendar days in India (UTC+5:30), counted from the moment of the question.
 */
import type { DirectoryEntry, Place, Position } from './directory.js';

export const warehouse = { pincode: '560067', position: { lat: 12.996701, lng: 77.758197 } } as const;
export const kmPerDeliveryDay = 500;
export const codMaxKm = 1000;
const islandStates = new Set(['Andaman & Nicobar', 'Lakshadweep']);
const indiaOffsetMs = 330 * 60_000;
const dayMs = 86_400_000;

export type DeliveryCheck =
  | { serviceable: true; place: Place; distanceKm: number; deliveryDate: string; codAvailable: boolean }
  | { serviceable: false; place: Place; reason: string };

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(from: Position, to: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

export function deliveryDays(km: number): number {
  return Math.max(2, 1 + Math.ceil(km / kmPerDeliveryDay));
}

/** The calendar date in India `days` after `now`, as YYYY-MM-DD. */
export function indianDateAfter(now: number, days: number): string {
  return new Date(now + indiaOffsetMs + days * dayMs).toISOString().slice(0, 10);
}

export function checkDelivery(entry: DirectoryEntry, now: number): DeliveryCheck {
  const { place, position } = entry;
  if (islandStates.has(place.state)) {
    return {
      serviceable: false,
      place,
      reason: `We do not deliver to ${place.office}, ${place.state} yet: our warehouse ships by road only.`,
    };
  }
  if (!position) {
    return {
      serviceable: false,
      place,
      reason: `We do not deliver to ${place.office}, ${place.district} yet: our couriers cannot find it on their map.`,
    };
  }
  const km = Math.round(distanceKm(warehouse.position, position));
  return {
    serviceable: true,
    place,
    distanceKm: km,
    deliveryDate: indianDateAfter(now, deliveryDays(km)),
    codAvailable: km <= codMaxKm,
  };
}
