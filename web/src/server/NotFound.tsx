/**
 * What the server draws inside the layout for a path no route matches (with a 404), when the route
 * table has no not-found screen of its own: the router fallback's words (the spec's) and a way
 * home, in the shopper's language. The browser then draws its own fallback over it.
 */
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

export function NotFound() {
  return (
    <div style={{ padding: '2rem' }}>
      <title>{t`Page not found`}</title>
      <h1>{t`Unexpected Application Error!`}</h1>
      <p>{t`Page not found`}</p>
      <p>
        <Link to={paths.home}>{t`Continue shopping`}</Link>
      </p>
    </div>
  );
}
