// Route guards, as loaders: they run before a guarded screen loads.
import { redirect } from 'react-router-dom';
import { getResetEmail, getToken } from '../lib/session';
import { paths } from '../lib/paths';

/** Login required: a `token` cookie, otherwise /login. */
export function requireToken() {
  return getToken() ? null : redirect(paths.login);
}

/** The reset screen only while the 2-minute `resetEmail` cookie exists, otherwise the forgot screen. */
export function requireResetEmail() {
  return getResetEmail() ? null : redirect(paths.forgetPassword);
}
