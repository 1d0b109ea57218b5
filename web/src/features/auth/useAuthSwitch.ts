import { useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';

/**
 * The link between the login and register modes: it keeps the page's `?next=`, so a shopper sent to
 * sign in (from ADD TO CARD, from an account page) who creates an account instead still goes back there.
 */
export function useAuthSwitch(to: 'login' | 'register'): string {
  const next = useSearchParams()[0].get('next');
  if (!next) return paths[to];
  return to === 'login' ? paths.loginReturningTo(next) : paths.registerReturningTo(next);
}
