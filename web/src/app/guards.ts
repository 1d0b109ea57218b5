// Route guards, as loaders: they run before a guarded screen loads.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { initialSessionState } from '../entities/session/sessionSlice';
import { getResetEmail } from '../lib/session';
import { paths } from '../lib/paths';
import { splitLanguage } from '../lib/i18n/languageUrls';

/**
 * Login required, otherwise /login, which returns here once signed in. A loader runs before any
 * render, outside the store, so it asks the cookies by the very rule the store's session starts
 * from: a token and a readable user. The way back is the shop's own path, without the language's
 * prefix the request's URL holds: the router adds it to the redirect and to the return alike.
 */
export function requireSignedIn({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  if (initialSessionState().user) return null;
  const { pathname, search } = new URL(request.url);
  return redirect(paths.loginReturningTo(splitLanguage(`${pathname}${search}`).path));
}

/** The reset screen only while the 2-minute `resetEmail` cookie exists, otherwise the forgot screen. */
export function requireResetEmail() {
  return getResetEmail() ? null : redirect(paths.forgetPassword);
}
