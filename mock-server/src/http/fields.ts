/** Small checks on form fields that the schema cannot express in the hosted API's terms. */
import type { PublicUser } from '../contract/api-types.js';
import type { UserRecord } from '../store/index.js';

/** True when any value is missing or only spaces (the hosted "Please Fill All Field" case). */
export const anyBlank = (...values: (string | undefined)[]) => values.some((v) => v === undefined || v.trim() === '');

/** A deliberately simple shape check: something@something.tld, no spaces. */
export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** The user as the API shows it: never the username's internals, never anything secret. */
export function publicUser(user: UserRecord): PublicUser {
  return { _id: user._id, firstname: user.firstname, lastname: user.lastname, phone: user.phone, email: user.email };
}
