/**
 * What is wrong with a typed pincode, in words a shopper can act on, in their language (apart from
 * the rule itself, ./pincode.ts, which the cart's first screen needs without these words).
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isPincode } from './pincode';

const invalidPincode = msg`Please enter a valid 6-digit pincode, such as 560001 (a pincode never starts with 0).`;

/** Null when the pincode has the right shape. */
export function pincodeProblem(text: string): string | null {
  return isPincode(text.trim()) ? null : i18n._(invalidPincode);
}
