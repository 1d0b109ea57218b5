/**
 * Session tokens: 32 random bytes (base64url), opaque to the client. Only their SHA-256 is stored, so
 * a dump of the store holds no usable token. A token expires 4 days after it is issued (like the
 * client's cookie). A token from login starts unverified and becomes usable only when the one-time
 * code for the account's email is verified; a token from signup is verified at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { days, type Clock } from './clock.js';

export const sessionLifetimeMs = days(4);

interface Session {
  userId: string;
  verified: boolean;
  expiresAt: number;
}

export type SessionCheck =
  | { ok: true; userId: string; tokenHash: string }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'unverified' };

export interface Sessions {
  /**
   * Starts a session and returns its token. `token` fixes the token's value instead of a random
   * one (for provider states whose requests carry a token written in a pact).
   */
  issue(userId: string, options: { verified: boolean; token?: string }): string;
  check(token: string | undefined): SessionCheck;
  /** Marks the user's unverified (login) tokens as verified; returns how many. */
  verifyPending(userId: string): number;
  /** Ends every session of the user, except the one with this token hash if given. */
  revokeAll(userId: string, keepTokenHash?: string): void;
  clear(): void;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessions(now: Clock): Sessions {
  const sessions = new Map<string, Session>();

  const forEachOf = (userId: string, visit: (hash: string, session: Session) => void) => {
    for (const [hash, session] of sessions) if (session.userId === userId) visit(hash, session);
  };

  return {
    issue(userId, { verified, token: fixedToken }) {
      // Expired sessions are dropped when used; sweep now and then so unused ones do not pile up.
      if (sessions.size > 0 && sessions.size % 1000 === 0) {
        for (const [hash, session] of sessions) if (now() >= session.expiresAt) sessions.delete(hash);
      }
      const token = fixedToken ?? randomBytes(32).toString('base64url');
      sessions.set(hashToken(token), { userId, verified, expiresAt: now() + sessionLifetimeMs });
      return token;
    },
    check(token) {
      if (!token) return { ok: false, reason: 'missing' };
      const tokenHash = hashToken(token);
      const session = sessions.get(tokenHash);
      if (!session) return { ok: false, reason: 'unknown' };
      if (now() >= session.expiresAt) {
        sessions.delete(tokenHash);
        return { ok: false, reason: 'expired' };
      }
      if (!session.verified) return { ok: false, reason: 'unverified' };
      return { ok: true, userId: session.userId, tokenHash };
    },
    verifyPending(userId) {
      let count = 0;
      forEachOf(userId, (_hash, session) => {
        if (!session.verified && now() < session.expiresAt) {
          session.verified = true;
          count += 1;
        }
      });
      return count;
    },
    revokeAll(userId, keepTokenHash) {
      forEachOf(userId, (hash) => {
        if (hash !== keepTokenHash) sessions.delete(hash);
      });
    },
    clear: () => sessions.clear(),
  };
}
