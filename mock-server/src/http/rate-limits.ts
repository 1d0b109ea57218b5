/**
 * Which calls are rate limited, how much, and the one helper routes use to enforce it. Each action
 * has rules per client (IP address) and per email; all are fixed windows in store.limits. The
 * defaults leave room for a person and for test suites (POST /dev/reset clears every window).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateRule } from '../store/index.js';
import { normalizeEmail } from '../store/index.js';
import { errorBody } from './families.js';

export interface ScopedRule extends RateRule {
  scope: 'client' | 'email';
}

export type LimitedAction = 'login' | 'signup' | 'sendOtp' | 'verifyOtp' | 'sendEmail' | 'forgetPassword';
export type RateLimitPolicy = Record<LimitedAction, readonly ScopedRule[]>;

const second = 1000;
const minute = 60 * second;

export const defaultRateLimits: RateLimitPolicy = {
  login: [
    { scope: 'client', max: 60, windowMs: 5 * minute },
    { scope: 'email', max: 10, windowMs: 5 * minute },
  ],
  signup: [
    { scope: 'client', max: 30, windowMs: 5 * minute },
    { scope: 'email', max: 10, windowMs: 5 * minute },
  ],
  sendOtp: [
    { scope: 'client', max: 30, windowMs: 5 * minute },
    { scope: 'email', max: 1, windowMs: 30 * second },
    { scope: 'email', max: 5, windowMs: 15 * minute },
  ],
  verifyOtp: [
    { scope: 'client', max: 60, windowMs: 5 * minute },
    { scope: 'email', max: 15, windowMs: 5 * minute },
  ],
  sendEmail: [
    { scope: 'client', max: 20, windowMs: 5 * minute },
    { scope: 'email', max: 5, windowMs: 15 * minute },
  ],
  forgetPassword: [
    { scope: 'client', max: 30, windowMs: 5 * minute },
    { scope: 'email', max: 10, windowMs: 15 * minute },
  ],
};

export function resolveRateLimits(overrides: Partial<RateLimitPolicy> = {}): RateLimitPolicy {
  return { ...defaultRateLimits, ...overrides };
}

export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / second));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Counts one attempt at `action`. When a window is full it answers 429 (with Retry-After) in the
 * route's error family and returns false; the route must then stop.
 */
export function withinRateLimit(request: FastifyRequest, reply: FastifyReply, action: LimitedAction, email: string): boolean {
  const { rateLimits } = request.server;
  for (const [index, rule] of rateLimits[action].entries()) {
    const subject = rule.scope === 'client' ? request.ip : normalizeEmail(email);
    const check = request.store.limits.consume(`${action}:${rule.scope}:${index}:${subject}`, rule);
    if (!check.allowed) {
      const family = request.routeOptions.config.errorFamily ?? 'status';
      reply
        .code(429)
        .header('retry-after', String(Math.ceil(check.retryAfterMs / second)))
        .send(errorBody(family, `Too many attempts. Please try again in ${waitText(check.retryAfterMs)}.`));
      return false;
    }
  }
  return true;
}
