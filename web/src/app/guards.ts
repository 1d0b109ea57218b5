// Route guards, as loaders: they run before a guarded screen loads.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { initialSessionState } from '../entities/session/sessionSlice';
import { getResetEmail } from '../lib/session';
import { paths } from '../lib/paths';
import { splitLanguage } from '../lib/i18n/languageUrls';
import { storeOf } from './serverRendering';

/**
 * Login required, otherwise /login, which returns here once signed in. A loader runs before any
 * render, outside the store, so in the browser it asks the stored session by the very rule the
 * store's session starts from: a token and a readable account. On the server, the page's store holds
 * the session the page is drawn with (server/renderPage.tsx). The way back is the shop's own path,
 * without the language's prefix the request's URL holds: the router adds it to the redirect and to
 * the return alike.
 */
export function requireSignedIn({ request, context }: Pick<LoaderFunctionArgs, 'request'> & { context?: unknown }) {
  const session = (import.meta.env.SSR ? storeOf(context)?.getState().session : undefined) ?? initialSessionState();
  if (session.user) return null;
  const { pathname, search } = new URL(request.url);
  return redirect(paths.loginReturningTo(splitLanguage(`${pathname}${search}`).path));
}

/** The reset screen only while the 2-minute `resetEmail` cookie exists, otherwise the forgot screen. */
export function requireResetEmail() {
  return getResetEmail() ? null : redirect(paths.forgetPassword);
}
