/**
 * Session tokens: 32 random bytes (base64url), opaque to the client. Only their SHA-256 is stored, so
 * a dump of the store holds no usable token. A session lasts 4 days (like the client's cookie).
 * A token from login starts as a pending login: unusable, alive for 10 minutes, remembering the
 * client address it came from; the one-time code that belongs to it (sent with its token, or for a
 * client that sends none, the latest pending login from the same address) makes it a session.
 * A token from signup is a session at once.
 */
import { hash, randomBytes } from 'node:crypto';
import { days, minutes, type Clock } from './clock.js';

export const sessionLifetimeMs = days(4);
export const pendingLoginLifetimeMs = minutes(10);

interface Session {
  userId: string;
  verified: boolean;
  issuedAt: number;
  expiresAt: number;
  /** Where a pending login came from (the login request's client address). */
  clientIp?: string;
}

/** A login awaiting its one-time code. */
export interface PendingLogin {
  userId: string;
  tokenHash: string;
}

export type SessionCheck =
  | { ok: true; userId: string; tokenHash: string }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'unverified' };

export interface Sessions {
  /**
   * Starts a session and returns its token. `token` fixes the token's value instead of a random
   * one (for provider states whose requests carry a token written in a pact).
   */
  issue(userId: string, options: { verified: boolean; token?: string; clientIp?: string }): string;
  check(token: string | undefined): SessionCheck;
  /** The live pending login of this token, if it is one. */
  pendingLogin(token: string): PendingLogin | undefined;
  /** The user's newest live pending login from this client address. */
  latestPendingLogin(userId: string, clientIp: string): PendingLogin | undefined;
  /** Turns one pending login into a 4-day session (its code was verified). */
  completeLogin(tokenHash: string): void;
  /** Ends every session of the user, except the one with this token hash if given. */
  revokeAll(userId: string, keepTokenHash?: string): void;
}

// crypto.hash: the one-shot digest, with no Hash object to build per request.
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export function createSessions(now: Clock): Sessions {
  const sessions = new Map<string, Session>();

  const forEachOf = (userId: string, visit: (hash: string, session: Session) => void) => {
    for (const [hash, session] of sessions) if (session.userId === userId) visit(hash, session);
  };

  return {
    issue(userId, { verified, token: fixedToken, clientIp }) {
      // Expired sessions are dropped when used; sweep now and then so unused ones do not pile up.
      if (sessions.size > 0 && sessions.size % 1000 === 0) {
        for (const [hash, session] of sessions) if (now() >= session.expiresAt) sessions.delete(hash);
      }
      const token = fixedToken ?? randomBytes(32).toString('base64url');
      const lifetime = verified ? sessionLifetimeMs : pendingLoginLifetimeMs;
      sessions.set(hashToken(token), {
        userId,
        verified,
        issuedAt: now(),
        expiresAt: now() + lifetime,
        ...(clientIp ? { clientIp } : {}),
      });
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
    pendingLogin(token) {
      const tokenHash = hashToken(token);
      const session = sessions.get(tokenHash);
      return session && !session.verified && now() < session.expiresAt
        ? { userId: session.userId, tokenHash }
        : undefined;
    },
    latestPendingLogin(userId, clientIp) {
      let latest: (PendingLogin & { issuedAt: number }) | undefined;
      forEachOf(userId, (tokenHash, session) => {
        const live = !session.verified && now() < session.expiresAt && session.clientIp === clientIp;
        if (live && (!latest || session.issuedAt >= latest.issuedAt))
          latest = { userId, tokenHash, issuedAt: session.issuedAt };
      });
      return latest && { userId: latest.userId, tokenHash: latest.tokenHash };
    },
    completeLogin(tokenHash) {
      const session = sessions.get(tokenHash);
      if (!session || session.verified || now() >= session.expiresAt) return;
      session.verified = true;
      session.expiresAt = now() + sessionLifetimeMs;
      delete session.clientIp;
    },
    revokeAll(userId, keepTokenHash) {
      forEachOf(userId, (hash) => {
        if (hash !== keepTokenHash) sessions.delete(hash);
      });
    },
  };
}
