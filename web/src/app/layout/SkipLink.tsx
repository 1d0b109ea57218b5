/**
 * The first thing a keyboard reaches on every page: a link past the top bar and the category bar
 * (some fifty stops) to the screen, or on a listing straight to its results (past the filters).
 * Hidden until focused; a plain link, so it works before hydration and without JavaScript.
 */
import { t } from '@lingui/core/macro';
import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { skipTargets } from '../../lib/skipTargets';
import styles from './SkipLink.module.scss';

export function SkipLink() {
  const { pathname } = useLocation();
  const listing = pathname === paths.search || matchPath(paths.productListing.pattern, pathname) !== null;
  return (
    <a className={styles.skipLink} href={`#${listing ? skipTargets.results : skipTargets.main}`}>
      {listing ? t`Skip to results` : t`Skip to main content`}
    </a>
  );
}
