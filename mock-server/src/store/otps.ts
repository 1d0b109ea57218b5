/**
 * One-time codes: 4 digits from crypto.randomInt, valid for 5 minutes and for at most 5 wrong
 * tries; after the fifth wrong try the code is dead and only a new code helps. One live code per
 * email sent without a login, and one per pending login: a new one replaces only the code of its
 * own kind, so a stranger asking for codes for someone's email never replaces the code that
 * person's sign-in is waiting for. (The budget of wrong codes per email and client is a failure
 * budget in http/rate-limits.ts; only a guess at a live code spends it.) Codes are made only for
 * existing accounts (the routes check), and expired entries are swept.
 *
 * An unknown email asked for a code gets a decoy instead: no code, only an expiry and a count of
 * wrong tries, so every answer about it (invalid, then locked after 5 tries, the budget spent) is
 * what a known email would get. Decoys are capped (the oldest goes first) and swept like codes.
 *
 * A code serves one purpose, once:
 * - sent with a pending login's token, it is a login code: only verify-otp naming that same login
 *   can use it, and it unlocks that login alone;
 * - sent without one, its use decides: verify-otp spends it either on a login (the route picks it)
 *   or as proof of the address for a reset, remembered for 10 minutes (`rememberForReset`);
 *   forget-password spends it on the reset. A code spent on a login is never remembered for a reset.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { minutes, type Clock } from './clock.js';
import { normalizeEmail } from './users.js';

export const otpLifetimeMs = minutes(5);
export const maxWrongTries = 5;
export const verifiedCodeWindowMs = minutes(10);
const sweepEveryMs = minutes(1);
/** Decoys kept at most: a flood of unknown emails costs bounded memory. */
export const maxDecoys = 10_000;

interface LiveCode {
  /** null for a decoy: nothing ever matches it. */
  code: string | null;
  /** Normalized: a login code answers only for its own account's email. */
  email: string;
  expiresAt: number;
  wrongTries: number;
  /** The pending login this code was sent for (the SHA-256 of its token), if any. */
  loginTokenHash?: string;
}

interface ResetProof {
  code: string;
  until: number;
}

/**
 * 'verified' carries the login a login code was sent for. 'invalid': wrong, expired, used, or a
 * login code tried without its login; `wrongGuess` when a live code (or decoy, or reset proof) was
 * there to guess at, which is what spends the failure budgets, naming which code it was: the email's
 * own (also bounded per account) or a pending login's. 'locked': this code had its 5 wrong tries.
 */
export type OtpCheck =
  { result: 'verified'; loginTokenHash?: string } | { result: 'invalid'; wrongGuess?: CodeKind } | { result: 'locked' };

/** Which code a guess is at: the email's own (reset, the hosted wire format's) or a pending login's. */
export type CodeKind = 'email' | 'login';

export interface IssueOptions {
  /** Fixes the value (provider states whose requests carry a code from a pact). */
  code?: string;
  /** Binds the code to this pending login (SHA-256 of its token). */
  loginTokenHash?: string;
}

export interface Otps {
  /**
   * Makes a new code for the email and returns it (delivery is the caller's job), replacing the live
   * code of the same kind: the email's own, or that pending login's.
   */
  issue(email: string, options?: IssueOptions): string;
  /** For an email with no account: a decoy that answers like a code nobody can type. */
  issueDecoy(email: string): void;
  /** Which code verify-otp would check for this email and named login (a budget may refuse it first). */
  kindFor(email: string, loginTokenHash?: string): CodeKind;
  /** verify-otp: checks a typed code; 'verified' uses it up. `loginTokenHash`: the login the client named. */
  verify(email: string, code: string, loginTokenHash?: string): OtpCheck;
  /** After a verify-otp that signed nobody in: the code may reset the password for 10 minutes. */
  rememberForReset(email: string, code: string): void;
  /**
   * forget-password: accepts a code remembered for a reset, or the live code unless it was sent for
   * a login (checked here, counting a wrong try). Either way it cannot be used again.
   */
  redeemForReset(email: string, code: string): OtpCheck;
  /** Live codes and remembered reset proofs (for tests of the sweep); decoys are not codes. */
  readonly size: number;
  /** Live decoys (at most maxDecoys). */
  readonly decoys: number;
}

const sameCode = (a: string | null, b: string) =>
  a !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Where a code lives: per pending login for a login code, per email otherwise. */
const slotOf = (email: string, loginTokenHash?: string) =>
  loginTokenHash ? `login:${loginTokenHash}` : `email:${normalizeEmail(email)}`;

export function createOtps(now: Clock): Otps {
  /** Codes by slot (slotOf); decoys by normalized email. */
  const live = new Map<string, LiveCode>();
  const decoys = new Map<string, LiveCode>();
  const resetProofs = new Map<string, ResetProof>();
  let lastSweep = now();

  const sweep = () => {
    const time = now();
    if (time - lastSweep < sweepEveryMs) return;
    lastSweep = time;
    for (const codes of [live, decoys])
      for (const [key, entry] of codes) if (time >= entry.expiresAt) codes.delete(key);
    for (const [key, proof] of resetProofs) if (time >= proof.until) resetProofs.delete(key);
  };

  /** Where the code of `slot` is: a live code, or for the email's own slot with none, its decoy. */
  const lookUp = (email: string, slot: string): { codes: Map<string, LiveCode>; key: string } =>
    live.has(slot) || slot !== slotOf(email)
      ? { codes: live, key: slot }
      : { codes: decoys, key: normalizeEmail(email) };

  /**
   * The slot verify-otp checks: the named login's own code if it has one; else the email's code,
   * which may serve any login the client names (the hosted wire format sends codes without a login).
   */
  const slotFor = (email: string, loginTokenHash?: string) => {
    const loginSlot = loginTokenHash ? slotOf(email, loginTokenHash) : undefined;
    return loginSlot && live.get(loginSlot)?.email === normalizeEmail(email) ? loginSlot : slotOf(email);
  };

  /** Checks the live code (or decoy) in `slot`. */
  const check = (email: string, code: string, slot: string): OtpCheck => {
    const { codes, key } = lookUp(email, slot);
    const entry = codes.get(key);
    if (!entry || now() >= entry.expiresAt) {
      if (entry) codes.delete(key);
      return { result: 'invalid' };
    }
    if (entry.wrongTries >= maxWrongTries) return { result: 'locked' };
    if (!sameCode(entry.code, code)) {
      entry.wrongTries += 1;
      return { result: 'invalid', wrongGuess: slot === slotOf(email) ? 'email' : 'login' };
    }
    codes.delete(key);
    return { result: 'verified', ...(entry.loginTokenHash ? { loginTokenHash: entry.loginTokenHash } : {}) };
  };

  return {
    issue(email, { code: fixedCode, loginTokenHash } = {}) {
      if (fixedCode !== undefined && !/^\d{4}$/.test(fixedCode)) throw new RangeError('A one-time code is 4 digits');
      sweep();
      const code = fixedCode ?? randomInt(0, 10_000).toString().padStart(4, '0');
      live.set(slotOf(email, loginTokenHash), {
        code,
        email: normalizeEmail(email),
        expiresAt: now() + otpLifetimeMs,
        wrongTries: 0,
        ...(loginTokenHash ? { loginTokenHash } : {}),
      });
      return code;
    },
    issueDecoy(email) {
      sweep();
      const key = normalizeEmail(email);
      decoys.delete(key); // re-inserted last: the Map's front is the oldest
      if (decoys.size >= maxDecoys) {
        const oldest = decoys.keys().next().value;
        if (oldest !== undefined) decoys.delete(oldest);
      }
      decoys.set(key, { code: null, email: key, expiresAt: now() + otpLifetimeMs, wrongTries: 0 });
    },
    kindFor: (email, loginTokenHash) => (slotFor(email, loginTokenHash) === slotOf(email) ? 'email' : 'login'),
    verify: (email, code, loginTokenHash) => check(email, code, slotFor(email, loginTokenHash)),
    rememberForReset(email, code) {
      resetProofs.set(normalizeEmail(email), { code, until: now() + verifiedCodeWindowMs });
    },
    redeemForReset(email, code) {
      const key = normalizeEmail(email);
      const proof = resetProofs.get(key);
      const proofLive = proof !== undefined && now() < proof.until;
      if (proofLive && sameCode(proof.code, code)) {
        resetProofs.delete(key);
        return { result: 'verified' };
      }
      const result = check(email, code, slotOf(email)); // never a login's code
      if (result.result === 'verified') resetProofs.delete(key);
      // A wrong guess at a remembered proof is a guess at a live code too.
      if (result.result === 'invalid' && proofLive) return { result: 'invalid', wrongGuess: 'email' };
      return result;
    },
    get size() {
      return live.size + resetProofs.size;
    },
    get decoys() {
      return decoys.size;
    },
  };
}
