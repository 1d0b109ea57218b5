/**
 * Which calls are rate limited, how much, and the helpers routes use to enforce it. All rules are
 * fixed windows in the server's one `Limits` (shared by every X-Mock-Session sandbox, so a new
 * session name starts no new window), keyed per client (IP address, see TRUST_PROXY; an IPv6 client by its /64, server-kit/client-key), per email,
 * per email and client together, or per pending login. Two kinds:
 * - attempt limits count every call (`withinRateLimit`);
 * - failure budgets count only failures: wrong passwords (`budgetedCheck` counts before the
 *   scrypt await and gives the slot back on success, so a concurrent burst cannot all pass one
 *   check), wrong one-time codes (`withinFailureBudget` then `countFailure`, with no await in
 *   between). Several windows of growing length on one budget make a back-off: 5 failures wait a
 *   minute, 10 wait 15 minutes, 20 an hour.
 * Whatever a stranger can spend on someone else's email counts per email *and* client, so it never
 * locks the owner out. The defaults leave room for a person and for test suites (POST /dev/reset
 * clears the windows: all of them, or with X-Mock-Session those of the caller's address).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateRule } from '../store/index.js';
import { normalizeEmail } from '../store/index.js';
import { messages } from '../messages.js';
import { rateLimitClient } from 'server-kit/client-key';
import { errorBody } from 'server-kit/error-body';

export interface ScopedRule extends RateRule {
  /**
   * 'emailAndClient': a stranger's failures cannot lock the shopper out on another client.
   * 'login': the pending login (its token's hash) a code is sent for.
   * 'account': the signed-in account (routes with `auth`), in its own X-Mock-Session sandbox.
   */
  scope: 'client' | 'email' | 'emailAndClient' | 'login' | 'account';
  /** What a full window of this rule answers, instead of "Too many attempts". */
  refusal?: string;
}

export type LimitedAction =
  | 'login'
  | 'signup'
  | 'sendOtp'
  | 'sendOtpForLogin'
  | 'verifyOtp'
  | 'sendEmail'
  | 'forgetPassword'
  | 'changePassword'
  | 'addToCart'
  | 'placeOrder';
export type FailureBudget = 'wrongPasswordAtLogin' | 'wrongOldPassword' | 'wrongCode' | 'wrongAccountCode';
export type RateLimitPolicy = Record<LimitedAction | FailureBudget, readonly ScopedRule[]>;

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/** One window of a rule, by whom it counts. */
const rule =
  (scope: ScopedRule['scope']) =>
  (max: number, windowMs: number): ScopedRule => ({ scope, max, windowMs });
const perClient = rule('client');
const perEmail = rule('email');
const perEmailAndClient = rule('emailAndClient');
const perLogin = rule('login');
const perAccount = rule('account');

export const defaultRateLimits: RateLimitPolicy = {
  login: [perClient(60, 5 * minute)],
  signup: [perClient(30, 5 * minute), perEmail(10, 5 * minute)],
  // A stranger's sends cannot use up the owner's: they count per email and client; the email's own
  // code (a reset's, the hosted wire format's) is also bounded per account across all clients...
  sendOtp: [
    perClient(30, 5 * minute),
    perEmailAndClient(1, 30 * second),
    perEmailAndClient(5, 15 * minute),
    { ...perEmail(10, 24 * hour), refusal: messages.otp.accountCodesSpent },
  ],
  // ...and a code for a pending login (a valid X-Login-Token) has that login's own window.
  sendOtpForLogin: [perClient(30, 5 * minute), perLogin(1, 30 * second), perLogin(5, 15 * minute)],
  verifyOtp: [perClient(60, 5 * minute), perEmailAndClient(15, 5 * minute)],
  sendEmail: [perClient(20, 5 * minute), perEmail(5, 15 * minute)],
  forgetPassword: [perClient(30, 5 * minute), perEmailAndClient(10, 15 * minute)],
  // Needs the account's own token: per email is per account.
  changePassword: [perClient(30, 5 * minute), perEmail(10, 15 * minute)],
  // What an account keeps on the server (carts, orders) is bounded in bytes (store/account-data.ts);
  // these keep one client or account from churning through that budget.
  addToCart: [
    { ...perClient(300, 5 * minute), refusal: messages.cart.tooManyChanges },
    { ...perAccount(120, 5 * minute), refusal: messages.cart.tooManyChanges },
  ],
  placeOrder: [
    { ...perClient(60, 5 * minute), refusal: messages.orders.tooManyAttempts },
    { ...perAccount(20, 5 * minute), refusal: messages.orders.tooManyAttempts },
  ],
  wrongPasswordAtLogin: [perEmailAndClient(5, minute), perEmailAndClient(10, 15 * minute), perEmailAndClient(20, hour)],
  wrongOldPassword: [perEmail(5, 15 * minute)],
  // Wrong guesses at a live code, login and reset alike, from one client: 10 of 10,000 per day.
  wrongCode: [perEmailAndClient(10, 24 * hour)],
  // Wrong guesses at the email's own code (not a pending login's), from every client together: 25 of
  // 10,000 per day, so guessers on many addresses reach 1 in 400 a day and block only reset by code.
  wrongAccountCode: [perEmail(25, 24 * hour)],
};

/** What a spent failure budget answers; attempt limits say "Too many attempts". */
const budgetMessages: Record<FailureBudget, (wait: string) => string> = {
  wrongPasswordAtLogin: (wait) => `Too many wrong passwords. Please try again in ${wait}.`,
  wrongOldPassword: (wait) => `Too many wrong passwords. Please try again in ${wait}.`,
  wrongCode: (wait) => `Too many wrong codes for this account. No code can be used for the next ${wait}.`,
  wrongAccountCode: () => messages.otp.accountCodesSpent,
};

export function resolveRateLimits(overrides: Partial<RateLimitPolicy> = {}): RateLimitPolicy {
  return { ...defaultRateLimits, ...overrides };
}

export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / second));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/** What a key ends with when it counts this client's calls (see `forgetClient`). */
const clientPart = (request: FastifyRequest) => `client=${rateLimitClient(request.ip)}`;

function keysOf(request: FastifyRequest, action: LimitedAction | FailureBudget, email: string, login = '') {
  const subjects = {
    client: clientPart(request),
    email: `email=${normalizeEmail(email)}`,
    emailAndClient: `email=${normalizeEmail(email)} ${clientPart(request)}`,
    login: `login=${login}`,
    account: `account=${request.mockSession ?? ''}/${request.userId ?? ''}`,
  };
  return request.server.rateLimits[action].map((rule, index) => ({
    rule,
    key: `${action}#${index} ${subjects[rule.scope]}`,
  }));
}

/** Forgets every window that counts this request's client (a sandbox's reset: its test runner's windows). */
export function forgetClient(request: FastifyRequest): void {
  const suffix = ` ${clientPart(request)}`;
  request.server.limits.clear((key) => key.endsWith(suffix));
}

function tooMany(request: FastifyRequest, reply: FastifyReply, retryAfterMs: number, message: string): false {
  const family = request.routeOptions.config.errorFamily ?? 'status';
  reply
    .code(429)
    .header('retry-after', String(Math.ceil(retryAfterMs / second)))
    .send(errorBody(family, message));
  return false;
}

/**
 * Counts one attempt at `action`. When a window is full it answers 429 (with Retry-After) in the
 * route's error family and returns false; the route must then stop.
 */
export function withinRateLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  action: LimitedAction,
  /** For 'email' rules (the account's own, for 'account' rules, is the request's). */
  email = '',
  /** For 'login' rules: the pending login's token hash. */
  login?: string,
): boolean {
  for (const { rule, key } of keysOf(request, action, email, login)) {
    const check = request.server.limits.consume(key, rule);
    if (!check.allowed)
      return tooMany(
        request,
        reply,
        check.retryAfterMs,
        rule.refusal ?? `Too many attempts. Please try again in ${waitText(check.retryAfterMs)}.`,
      );
  }
  return true;
}

/** Before an attempt that can fail: 429 (and false) while the budget is spent. Counts nothing. */
export function withinFailureBudget(
  request: FastifyRequest,
  reply: FastifyReply,
  budget: FailureBudget,
  email: string,
): boolean {
  // Several windows may be full at once: the longest wait is the true one.
  let waitMs = 0;
  for (const { rule, key } of keysOf(request, budget, email)) {
    const check = request.server.limits.peek(key, rule);
    if (!check.allowed) waitMs = Math.max(waitMs, check.retryAfterMs);
  }
  return waitMs === 0 || tooMany(request, reply, waitMs, budgetMessages[budget](waitText(waitMs)));
}

/** After a failed attempt: spends one failure of the budget. */
export function countFailure(request: FastifyRequest, budget: FailureBudget, email: string): void {
  for (const { rule, key } of keysOf(request, budget, email)) request.server.limits.consume(key, rule);
}

/** What `budgetedCheck` returns when the budget is spent (the 429 is already sent). */
export const refusedByBudget = Symbol('refused by a failure budget');

/**
 * A check that awaits (a password against its scrypt hash), within a failure budget. The attempt
 * is counted as a failure in every window *before* the await, so concurrent attempts see each
 * other and a burst cannot all pass one look at the count; a passing (truthy) result, or a throw,
 * gives the slot back. When a window is full it answers 429 and returns `refusedByBudget`.
 */
export async function budgetedCheck<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  budget: FailureBudget,
  email: string,
  check: () => Promise<T>,
): Promise<T | typeof refusedByBudget> {
  const taken: (() => void)[] = [];
  let waitMs = 0;
  for (const { rule, key } of keysOf(request, budget, email)) {
    const slot = request.server.limits.take(key, rule);
    if (slot.allowed) taken.push(slot.release);
    else waitMs = Math.max(waitMs, slot.retryAfterMs);
  }
  const giveBack = () => taken.forEach((release) => release());
  if (waitMs > 0) {
    giveBack();
    tooMany(request, reply, waitMs, budgetMessages[budget](waitText(waitMs)));
    return refusedByBudget;
  }
  let result: T;
  try {
    result = await check();
  } catch (error) {
    giveBack(); // not a wrong password: the check never ran (e.g. the hash queue was full)
    throw error;
  }
  if (result) giveBack();
  return result;
}
