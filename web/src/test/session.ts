/**
 * Test fixtures for the session: a shopper, their credentials, and a recorder of every cookie the
 * page writes (document.cookie only shows names and values; the recorder sees the attributes too).
 */
import Cookies from 'js-cookie';
import { onTestFinished } from 'vitest';
import type { User } from '../lib/api';
import { clearResetEmail, clearSession } from '../lib/session';

export const shopper: User = {
  _id: '64f1c2a9b7e4d3c2a1f0e9d8',
  firstname: 'Asha',
  lastname: 'Verma',
  phone: '9876543210',
  email: 'asha@example.com',
};

export const password = 's3cret-pass-42';
export const token = 'eyJhbGciOiJIUzI1NiJ9.YXNoYUBleGFtcGxlLmNvbQ.c2lnbmF0dXJl';

/** Starts every test from a browser with no session, no reset cookie and empty storage. */
export function resetBrowserState(): void {
  clearSession();
  clearResetEmail();
  Cookies.remove('email', { path: '/' });
  Cookies.remove('password', { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
}

// Taken once, before any test replaces it, so every test restores the real accessor.
const realCookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');

/** Records the raw strings written to document.cookie (name=value; expires=...; samesite=...). */
export function recordCookieWrites(): string[] {
  if (!realCookie?.set || !realCookie.get) throw new Error('document.cookie is not an accessor here');
  // Called with .call(this) below: a property descriptor's accessors, never methods of realCookie.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { get, set } = realCookie;
  const writes: string[] = [];
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get(this: Document) {
      return get.call(this) as string;
    },
    set(this: Document, value: string) {
      writes.push(value);
      set.call(this, value);
    },
  });
  onTestFinished(() => {
    Object.defineProperty(Document.prototype, 'cookie', realCookie);
  });
  return writes;
}

/** Everything this page keeps on the device: cookies and both storages, as one string. */
export function everythingStored(): string {
  const storage = (store: Storage) =>
    Array.from({ length: store.length }, (_, i) => store.key(i))
      .filter((key): key is string => key !== null)
      .map((key) => `${key}=${store.getItem(key) ?? ''}`)
      .join('\n');
  return [document.cookie, storage(localStorage), storage(sessionStorage)].join('\n');
}
