/**
 * The pincode rule, once for the whole shop: openapi.yaml's `Pincode` (six digits, never starting
 * with 0: India Post's first digit names one of nine postal regions). Every form that takes a
 * pincode checks it here before asking the server, in words a shopper can act on.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** openapi.yaml's `Pincode` pattern (pincode.test.ts holds the two together). */
export const pincodePattern = /^[1-9][0-9]{5}$/;

export const pincodeMessages = {
  invalid: msg`Please enter a valid 6-digit pincode, such as 560001 (a pincode never starts with 0).`,
} as const;

export function isPincode(text: string): boolean {
  return pincodePattern.test(text);
}

/** What is wrong with a typed pincode, for the shopper, or null when it has the right shape. */
export function pincodeProblem(text: string): string | null {
  return isPincode(text.trim()) ? null : i18n._(pincodeMessages.invalid);
}
