/**
 * Display prices the way the hosted API writes them: Indian digit grouping with the rupee sign
 * ("₹1,29,999") and a discount text ("55% off") computed from the two prices. The percentage is
 * rounded down, as in the hosted data (₹7,980 of ₹22,600 is 64.69% off and the hosted API says "64% off").
 */
const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatRupees(amount: number): string {
  return `₹${indianGrouping.format(amount)}`;
}

/** The whole rupees of a display price ("₹1,29,999" -> 129999); NaN when it holds no number. */
export function parseRupees(display: string): number {
  return Number.parseInt(display.replace(/[^0-9]/g, ''), 10);
}

export function discountPercent(originalPrice: number, sellingPrice: number): number {
  return Math.floor(((originalPrice - sellingPrice) * 100) / originalPrice);
}

export function discountText(originalPrice: number, sellingPrice: number): string {
  return `${discountPercent(originalPrice, sellingPrice)}% off`;
}

/** A shelf price: ends in 99 from a thousand up (₹1,299), in 9 below (₹449). */
export function shelfPrice(amount: number): number {
  if (amount >= 1000) return Math.max(999, Math.round(amount / 100) * 100 - 1);
  return Math.max(9, Math.round(amount / 10) * 10 - 1);
}
