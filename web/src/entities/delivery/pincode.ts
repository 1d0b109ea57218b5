/**
 * The pincode rule, once for the whole shop: openapi.yaml's `Pincode` (six digits, never starting
 * with 0: India Post's first digit names one of nine postal regions). Every form that takes a
 * pincode checks it with `pincodeProblem` (./pincodeProblem.ts, its words for the shopper) before
 * asking the server; the cart keeps only a pincode that passes.
 */

/** openapi.yaml's `Pincode` pattern (pincode.test.ts holds the two together). */
export const pincodePattern = /^[1-9][0-9]{5}$/;

export function isPincode(text: string): boolean {
  return pincodePattern.test(text);
}
