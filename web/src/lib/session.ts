/**
 * The shopper's session, kept in cookies by the rule "Session storage (token and user) 4 days;
 * reset-email cookie 2 minutes": `token` and `user`, and the `resetEmail` cookie that opens the reset
 * screen. The session token is the only credential kept on the device
 * (docs/decisions/001-session-token-is-the-only-stored-credential.md).
 */
import Cookies from 'js-cookie';
import type { User } from './api/types';

export const SESSION_DAYS = 4;
export const RESET_EMAIL_MINUTES = 2;

function cookieAttributes(expires: number | Date): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { expires, sameSite: 'Lax', secure, path: '/' };
}

export function getToken(): string | undefined {
  return Cookies.get('token') || undefined;
}

export function getStoredUser(): User | undefined {
  return parseStoredUser(Cookies.get('user'));
}

/** The `user` cookie's value as a user, or undefined when it holds anything else. */
export function parseStoredUser(raw: string | undefined): User | undefined {
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && 'email' in parsed ? (parsed as User) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cookies of a request's `Cookie` header, decoded as js-cookie writes them: how the server
 * renderer sees the session the browser will read from `document.cookie`.
 */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';').map((part) => part.trim())) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const name = pair.slice(0, at);
    try {
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(pair.slice(at + 1).trim()));
    } catch {
      // a value that is not valid percent-encoding is not one of ours
    }
  }
  return cookies;
}

export function saveSession(token: string, user: User): void {
  Cookies.set('token', token, cookieAttributes(SESSION_DAYS));
  saveUser(user);
}

export function saveUser(user: User): void {
  Cookies.set('user', JSON.stringify(user), cookieAttributes(SESSION_DAYS));
}

export function clearSession(): void {
  Cookies.remove('token', { path: '/' });
  Cookies.remove('user', { path: '/' });
}

export function getResetEmail(): string | undefined {
  return Cookies.get('resetEmail') || undefined;
}

export function setResetEmail(email: string): void {
  Cookies.set('resetEmail', email, cookieAttributes(new Date(Date.now() + RESET_EMAIL_MINUTES * 60_000)));
}

export function clearResetEmail(): void {
  Cookies.remove('resetEmail', { path: '/' });
}
