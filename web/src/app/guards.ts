// Route guards, as loaders: they run before a guarded screen loads.
import { redirect } from 'react-router-dom';
import { initialSessionState } from '../entities/session/sessionSlice';
import { getResetEmail } from '../lib/session';
import { paths } from '../lib/paths';

/**
 * Login required, otherwise /login. A loader runs before any render, outside the store, so it asks
 * the cookies by the very rule the store's session starts from: a token and a readable user.
 */
export function requireSignedIn() {
  return initialSessionState().user ? null : redirect(paths.login);
}

/** The reset screen only while the 2-minute `resetEmail` cookie exists, otherwise the forgot screen. */
export function requireResetEmail() {
  return getResetEmail() ? null : redirect(paths.forgetPassword);
}
