import { resetBrowserState, shopper, token } from '../test/session';
import { getStoredUser, parseCookieHeader, parseStoredUser, saveSession } from './session';
import { initialSessionState } from '../entities/session/sessionSlice';

beforeEach(() => resetBrowserState());

describe('the session as a request carries it (server rendering)', () => {
  it('reads the cookies the browser sent exactly as the browser reads them', () => {
    saveSession(token, shopper);
    const sent = parseCookieHeader(document.cookie);
    expect(sent.get('token')).toBe(token);
    expect(parseStoredUser(sent.get('user'))).toEqual(getStoredUser());
    expect(initialSessionState(sent.get('token'), parseStoredUser(sent.get('user')))).toEqual(initialSessionState());
  });

  it('is signed out without a token, or with a user cookie that is not a user', () => {
    expect(initialSessionState(undefined, shopper)).toEqual({ user: null });
    expect(parseStoredUser('{"name":"no email"}')).toBeUndefined();
    expect(parseStoredUser('not json')).toBeUndefined();
  });

  it('skips malformed pairs and keeps the first of a repeated name', () => {
    const cookies = parseCookieHeader('a=1; broken; =x; b=%E0%A4; a=2; lang=hi');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['lang', 'hi'],
    ]);
  });
});
