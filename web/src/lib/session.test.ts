import Cookies from 'js-cookie';
import { resetBrowserState, shopper, token } from '../test/session';
import { getStoredUser, parseCookieHeader, saveSession, saveUser, settleStoredUser, storedUserKey } from './session';
import { initialSessionState } from '../entities/session/sessionSlice';

beforeEach(() => resetBrowserState());

/** The shopper's contact details as a cookie could spell them (js-cookie percent-encodes `@`). */
const contactDetails = [
  shopper.email,
  encodeURIComponent(shopper.email),
  shopper.firstname,
  shopper.lastname,
  shopper.phone,
];

describe('the session every request carries (issue 48)', () => {
  it('is the token alone: no email, name or phone rides along, and the next visit still knows the shopper', () => {
    saveSession(token, shopper);
    saveUser({ ...shopper, firstname: 'Ashwini' });

    expect([...parseCookieHeader(document.cookie).keys()]).toEqual(['token']);
    for (const detail of contactDetails) expect(document.cookie).not.toContain(detail);
    expect(initialSessionState()).toEqual({ user: { ...shopper, firstname: 'Ashwini' } });
  });

  it('is signed out without a token, or with a stored account that is not one', () => {
    expect(initialSessionState(undefined, shopper)).toEqual({ user: null });
    Cookies.set('token', token);
    localStorage.setItem(storedUserKey, '{"name":"no email"}');
    expect(initialSessionState()).toEqual({ user: null });
  });

  it('skips malformed pairs and keeps the first of a repeated name', () => {
    const cookies = parseCookieHeader('a=1; broken; =x; b=%E0%A4; a=2; lang=hi');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['lang', 'hi'],
    ]);
  });
});

describe('at the start of a visit', () => {
  /** What an earlier build left: the account, contact details and all, in a `user` cookie. */
  const oldBuildSignedIn = () => {
    Cookies.set('token', token, { path: '/' });
    Cookies.set('user', JSON.stringify(shopper), { path: '/' });
  };

  it("clears an old build's `user` cookie and keeps the shopper signed in", () => {
    oldBuildSignedIn();
    settleStoredUser();
    expect([...parseCookieHeader(document.cookie).keys()]).toEqual(['token']);
    for (const detail of contactDetails) expect(document.cookie).not.toContain(detail);
    expect(initialSessionState()).toEqual({ user: shopper });
  });

  it('clears an old `user` cookie whose token has expired, and keeps nothing of it', () => {
    oldBuildSignedIn();
    Cookies.remove('token', { path: '/' });
    settleStoredUser();
    expect(document.cookie).toBe('');
    expect(getStoredUser()).toBeUndefined();
  });

  it('forgets the account once its token has expired, as its cookie used to', () => {
    saveSession(token, shopper);
    Cookies.remove('token', { path: '/' });
    settleStoredUser();
    expect(getStoredUser()).toBeUndefined();
    expect(localStorage.getItem(storedUserKey)).toBeNull();
  });
});
