/**
 * How the mock shop takes payment and who sells (docs/decisions/031): the Cash on Delivery fee and
 * limit, the UPI payee and how soon a UPI payment settles by itself, and the seller an invoice names.
 * Set from the environment (config.ts, mock-server/README.md); these are the defaults.
 */
import { minutes } from './clock.js';

export interface CheckoutSettings {
  /** Rupees: `fee` on a COD order whose lines total less than `feeBelow`; no COD above `max`. */
  cod: { fee: number; feeBelow: number; max: number };
  /** The shop's VPA and name (`pa`, `pn` of the upi://pay link), and when a payment settles by itself. */
  upi: { payeeVpa: string; payeeName: string; settleMs: number };
  seller: { name: string; gstin: string; address: string; state: string };
}

export type CheckoutOptions = { [Part in keyof CheckoutSettings]?: Partial<CheckoutSettings[Part]> };

/** The one-year extended warranty, a unit. */
export const warrantyRupees = 399;

/** A UPI payment not settled by then has expired (the waiting screen's countdown). */
export const upiPendingMs = minutes(5);

export const defaultCheckoutSettings: CheckoutSettings = {
  // Flipkart charged ₹5 on every COD order from 2022 and ₹40 delivery below ₹500; the mock keeps
  // one small fee below that threshold, and the ₹50,000 COD limit it had (decision 018).
  cod: { fee: 10, feeBelow: 500, max: 50_000 },
  upi: { payeeVpa: 'rupeestorefront@upi', payeeName: 'Rupee Storefront', settleMs: 4_000 },
  // A made-up GSTIN of the right shape and check digit (29: Karnataka), at the warehouse.
  seller: {
    name: 'Rupee Storefront Pvt Ltd',
    gstin: '29AAACR0000A1ZD',
    address: 'Warehouse, Hoskote Road, Bengaluru 560067',
    state: 'Karnataka',
  },
};

export function checkoutSettings(options: CheckoutOptions = {}): CheckoutSettings {
  const { cod, upi, seller } = defaultCheckoutSettings;
  return {
    cod: { ...cod, ...options.cod },
    upi: { ...upi, ...options.upi },
    seller: { ...seller, ...options.seller },
  };
}

/** The COD fee for lines totalling `itemsTotal` rupees. */
export const codFeeFor = (itemsTotal: number, cod: CheckoutSettings['cod']) =>
  itemsTotal < cod.feeBelow ? cod.fee : 0;
