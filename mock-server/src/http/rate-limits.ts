/**
 * Which calls are rate limited, how much, and the helpers routes use to enforce it. All rules are
 * fixed windows in store.limits, keyed per client (IP address, see TRUST_PROXY), per email, or per
 * email and client together. Two kinds:
 * - attempt limits count every call (`withinRateLimit`);
 * - failure budgets count only failures (`withinFailureBudget` before the attempt, `countFailure`
 *   after a failed one): wrong passwords, wrong one-time codes. Several windows of growing length
 *   on one budget make a back-off: 5 failures wait a minute, 10 wait 15 minutes, 20 an hour.
 * The defaults leave room for a person and for test suites (POST /dev/reset clears every window).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateRule } from '../store/index.js';
import { normalizeEmail } from '../store/index.js';
import { errorBody } from './families.js';

export interface ScopedRule extends RateRule {
  /** 'emailAndClient': a stranger's failures cannot lock the shopper out on another client. */
  scope: 'client' | 'email' | 'emailAndClient';
}

export type LimitedAction = 'login' | 'signup' | 'sendOtp' | 'verifyOtp' | 'sendEmail' | 'forgetPassword';
export type FailureBudget = 'wrongPasswordAtLogin' | 'wrongOldPassword' | 'wrongCode';
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

export const defaultRateLimits: RateLimitPolicy = {
  login: [perClient(60, 5 * minute)],
  signup: [perClient(30, 5 * minute), perEmail(10, 5 * minute)],
  sendOtp: [perClient(30, 5 * minute), perEmail(1, 30 * second), perEmail(5, 15 * minute)],
  verifyOtp: [perClient(60, 5 * minute), perEmail(15, 5 * minute)],
  sendEmail: [perClient(20, 5 * minute), perEmail(5, 15 * minute)],
  forgetPassword: [perClient(30, 5 * minute), perEmail(10, 15 * minute)],
  wrongPasswordAtLogin: [perEmailAndClient(5, minute), perEmailAndClient(10, 15 * minute), perEmailAndClient(20, hour)],
  wrongOldPassword: [perEmail(5, 15 * minute)],
  // Across every code of the account, login and reset alike: 10 guesses of 10,000 per day.
  wrongCode: [perEmail(10, 24 * hour)],
};

/** What a spent failure budget answers; attempt limits say "Too many attempts". */
const budgetMessages: Record<FailureBudget, (wait: string) => string> = {
  wrongPasswordAtLogin: (wait) => `Too many wrong passwords. Please try again in ${wait}.`,
  wrongOldPassword: (wait) => `Too many wrong passwords. Please try again in ${wait}.`,
  wrongCode: (wait) => `Too many wrong codes for this account. No code can be used for the next ${wait}.`,
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

function keysOf(request: FastifyRequest, action: LimitedAction | FailureBudget, email: string) {
  const subjects = {
    client: request.ip,
    email: normalizeEmail(email),
    emailAndClient: `${normalizeEmail(email)}|${request.ip}`,
  };
  return request.server.rateLimits[action].map((rule, index) => ({
    rule,
    key: `${action}:${rule.scope}:${index}:${subjects[rule.scope]}`,
  }));
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
  email: string,
): boolean {
  for (const { rule, key } of keysOf(request, action, email)) {
    const check = request.store.limits.consume(key, rule);
    if (!check.allowed)
      return tooMany(
        request,
        reply,
        check.retryAfterMs,
        `Too many attempts. Please try again in ${waitText(check.retryAfterMs)}.`,
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
    const check = request.store.limits.peek(key, rule);
    if (!check.allowed) waitMs = Math.max(waitMs, check.retryAfterMs);
  }
  return waitMs === 0 || tooMany(request, reply, waitMs, budgetMessages[budget](waitText(waitMs)));
}

/** After a failed attempt: spends one failure of the budget. */
export function countFailure(request: FastifyRequest, budget: FailureBudget, email: string): void {
  for (const { rule, key } of keysOf(request, budget, email)) request.store.limits.consume(key, rule);
}
