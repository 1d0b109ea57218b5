import { paths } from '../../lib/paths';

/**
 * Where a sign-in returns to: `next` when it is a path of this shop (one leading slash, no scheme or
 * host: never another site, so a crafted link cannot send a shopper away), else home. Read against
 * the page's own origin, in the browser, once the sign-in is done.
 */
export function returnPathOf(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return paths.home;
  const { origin } = window.location;
  const url = new URL(next, origin);
  if (url.origin !== origin || url.pathname === paths.login) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}
