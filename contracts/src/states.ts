/**
 * Provider states: the names the consumer tests declare and the provider side sets up, in one place.
 *
 * States that need a product or an account carry their example data as parameters. Values the
 * provider decides at setup time (a catalogue product id, an account id, a one-time code) come back
 * from the state handler and are injected into the request with `fromProviderState('${name}', example)`.
 */
import type { SignupData } from 'web/api/types';

/** A signup form (from openapi.yaml); a type alias, not an interface: Pact takes state parameters as a JSON map. */
export type Account = Readonly<SignupData>;

/** The account the interactions sign in with. */
export const SHOPPER = {
  firstname: 'Asha',
  lastname: 'Verma',
  username: 'asha.pact',
  email: 'pact.shopper@example.com',
  password: 'Pact-Pass-2024',
  phone: '9876543210',
} as const satisfies Account;

/** An email no account uses yet (signup). */
export const NEW_SHOPPER = {
  firstname: 'Ravi',
  lastname: 'Iyer',
  username: 'ravi.pact',
  email: 'pact.newcomer@example.com',
  password: 'Newcomer-Pass-2024',
  phone: '9123456780',
} as const satisfies Account;

export const STATE = {
  /** Params: none. */
  catalogue: 'the catalogue has products',
  /** Params: { id }. Injects `productId`: the id of a product that exists (the example's on a server that has it). */
  productExists: 'a product with id X exists',
  /** Params: { id }. No product has that id. */
  productMissing: 'no product with id X exists',
  /** Params: the account. It exists, signed out. */
  registeredUser: `a registered user ${SHOPPER.email}`,
  /** Params: the account. No account uses that email. */
  noAccount: `no account uses the email ${NEW_SHOPPER.email}`,
  /** Params: the account. Signed in with a verified login code; injects `userId`. */
  verifiedUser: 'a registered user whose login code was verified',
  /** Params: the account. Signed in, cart empty. */
  emptyCart: 'a logged-in user with an empty cart',
  /** Params: the account and { id }. Signed in with that product in the cart; injects `productId`. */
  productInCart: 'a logged-in user with product X in the cart',
  /** Params: the account. Signed in, having just placed one Cash on Delivery order (the mock server's own calls); injects `orderId`. */
  orderPlaced: 'a logged-in user who placed an order',
  /** Params: the account. A code was sent to its email; injects `otp` (the code) and `wrongOtp` (another code). */
  codeSent: `a one-time code was sent to ${SHOPPER.email}`,
  /** Params: the account. A code sent to its email was verified just now; injects `otp`. */
  codeVerified: `a one-time code was verified for ${SHOPPER.email}`,
} as const;

export type StateName = (typeof STATE)[keyof typeof STATE];

/** Values a state handler hands back for injection into requests (`productId`, `userId`, `otp`, `wrongOtp`, `orderId`). */
export type InjectedValues = Partial<Record<'productId' | 'userId' | 'otp' | 'wrongOtp' | 'orderId', string>>;
