import { splitLanguage } from '../../lib/i18n/languageUrls';
import { paths } from '../../lib/paths';

/**
 * Where a sign-in returns to: `next` when it is a path of this shop (one leading slash, no scheme or
 * host: never another site, so a crafted link cannot send a shopper away), else home. Read against
 * the page's own origin, in the browser, once the sign-in is done. The shop's own path: a `next` that
 * names a language (`/hi/cart`, from an older link) loses it, as the router adds the page's own.
 */
export function returnPathOf(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return paths.home;
  const { origin } = window.location;
  const url = new URL(next, origin);
  const { path } = splitLanguage(`${url.pathname}${url.search}${url.hash}`);
  // Never back to a sign-in screen: that would ask for the sign-in just done.
  const { pathname } = new URL(path, origin);
  if (url.origin !== origin || pathname === paths.login || pathname === paths.register) return paths.home;
  return path;
}
