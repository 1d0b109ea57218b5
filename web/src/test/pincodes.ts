/** The server's pincode answers the shop's tests use (openapi.yaml PincodeCheck). */
import type { PincodeCheck } from '../lib/api';

/** A pincode the warehouse serves in two days: delivery on Saturday 17 January 2026. */
export function servedPincode(pincode: string): PincodeCheck {
  return {
    status: true,
    pincode,
    place: { office: 'Bangalore', district: 'Bangalore', state: 'Karnataka' },
    serviceable: true,
    deliveryDate: '2026-01-17',
    distanceKm: 17,
    codAvailable: true,
    codLimit: 50000,
  };
}

export const unknownPincode = { status: false, msg: 'No post office in India has the pincode 999999' } as const;
