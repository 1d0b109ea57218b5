/**
 * One-time codes: 4 digits from crypto.randomInt, one live code per email (a new one replaces the
 * old), valid for 5 minutes and for at most 5 wrong tries; after the fifth wrong try the code is dead
 * and only a new code helps. A successful check uses the code up and is remembered for 10 minutes,
 * so a password reset can prove the shopper owns the address (see `redeemForReset`).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { minutes, type Clock } from './clock.js';
import { normalizeEmail } from './users.js';

export const otpLifetimeMs = minutes(5);
export const maxWrongTries = 5;
export const verifiedCodeWindowMs = minutes(10);

interface LiveCode {
  code: string;
  expiresAt: number;
  wrongTries: number;
}

interface VerifiedCode {
  code: string;
  until: number;
}

/** 'locked': this code had its 5 wrong tries; ask for a new one. */
export type OtpCheck = 'verified' | 'invalid' | 'locked';

export interface Otps {
  /**
   * Makes a new code for the email (replacing any live one) and returns it; delivery is the
   * caller's job. `code` fixes its value (provider states whose requests carry a code from a pact).
   */
  issue(email: string, code?: string): string;
  /** Checks a code typed by the shopper; 'verified' uses it up. */
  verify(email: string, code: string): OtpCheck;
  /**
   * For forget-password: accepts either the live code (checked here, counting a wrong try) or a code
   * verified for this email in the last 10 minutes. Either way the code cannot be used again.
   */
  redeemForReset(email: string, code: string): OtpCheck;
  /** True while the email has a live code, or one verified in the last 10 minutes: a code was asked for. */
  outstanding(email: string): boolean;
  clear(): void;
}

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createOtps(now: Clock): Otps {
  const live = new Map<string, LiveCode>();
  const verified = new Map<string, VerifiedCode>();

  const verify = (email: string, code: string): OtpCheck => {
    const key = normalizeEmail(email);
    const entry = live.get(key);
    if (!entry || now() >= entry.expiresAt) {
      live.delete(key);
      return 'invalid';
    }
    if (entry.wrongTries >= maxWrongTries) return 'locked';
    if (!sameCode(entry.code, code)) {
      entry.wrongTries += 1;
      return 'invalid';
    }
    live.delete(key);
    verified.set(key, { code: entry.code, until: now() + verifiedCodeWindowMs });
    return 'verified';
  };

  return {
    issue(email, fixedCode) {
      if (fixedCode !== undefined && !/^\d{4}$/.test(fixedCode)) throw new RangeError('A one-time code is 4 digits');
      const code = fixedCode ?? randomInt(0, 10_000).toString().padStart(4, '0');
      live.set(normalizeEmail(email), { code, expiresAt: now() + otpLifetimeMs, wrongTries: 0 });
      return code;
    },
    verify,
    redeemForReset(email, code) {
      const key = normalizeEmail(email);
      const recent = verified.get(key);
      if (recent && now() < recent.until && sameCode(recent.code, code)) {
        verified.delete(key);
        return 'verified';
      }
      const result = verify(email, code);
      if (result === 'verified') verified.delete(key);
      return result;
    },
    outstanding(email) {
      const key = normalizeEmail(email);
      const time = now();
      return (live.get(key)?.expiresAt ?? 0) > time || (verified.get(key)?.until ?? 0) > time;
    },
    clear() {
      live.clear();
      verified.clear();
    },
  };
}
