/**
 * The shopper's session, by the rule "Session storage (token and user) 4 days; reset-email cookie
 * 2 minutes": the `token` cookie, the account the API answered at sign-in (kept on the device, not
 * in a cookie), and the `resetEmail` cookie that opens the reset screen. The session token is the
 * only credential kept on the device
 * (docs/decisions/001-session-token-is-the-only-stored-credential.md).
 *
 * The account (name, email, phone) is not a cookie: a cookie goes with every request the browser
 * makes to the site, and its contact details with it (issue 48). The hosted API has no call that
 * answers who a token belongs to, so the account its sign-in answered is kept in localStorage for
 * as long as the token lasts, and cleared with it.
 */
import Cookies from 'js-cookie';
import type { User } from './api/types';
import { signedInValue } from './deviceStorage';

export const SESSION_DAYS = 4;
export const RESET_EMAIL_MINUTES = 2;

/** The cookie earlier builds kept the account in (with its email, name and phone). */
const legacyUserCookie = 'user';

function cookieAttributes(expires: number | Date): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { expires, sameSite: 'Lax', secure, path: '/' };
}

/** A stored account, or undefined when what is stored is anything else. */
function asUser(stored: unknown): User | undefined {
  return stored && typeof stored === 'object' && 'email' in stored ? (stored as User) : undefined;
}

/** The signed-in shopper's account; signing out clears it (lib/deviceStorage). */
const userStorage = signedInValue<User | undefined>({ name: 'signedInUser', version: 1, parse: asUser });

/** Where the account is kept: for browser tests that sign a shopper in without the screens. */
export const storedUserKey = userStorage.key;

export function getToken(): string | undefined {
  return Cookies.get('token') || undefined;
}

export function getStoredUser(): User | undefined {
  return userStorage.read();
}

/**
 * At the start of a visit: an account an earlier build left in the `user` cookie moves to the
 * device (the shopper stays signed in) and the cookie goes; an account whose token has expired
 * goes too, as its cookie used to.
 */
export function settleStoredUser(): void {
  const legacy = Cookies.get(legacyUserCookie);
  if (legacy !== undefined) {
    Cookies.remove(legacyUserCookie, { path: '/' });
    const user = parseStoredUser(legacy);
    if (user && !getStoredUser()) saveUser(user);
  }
  if (!getToken() && getStoredUser()) userStorage.clear();
}

/** The legacy `user` cookie's value as a user, or undefined when it holds anything else. */
function parseStoredUser(raw: string): User | undefined {
  try {
    return asUser(JSON.parse(raw));
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
  userStorage.write(user);
}

export function clearSession(): void {
  Cookies.remove('token', { path: '/' });
  userStorage.clear();
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
