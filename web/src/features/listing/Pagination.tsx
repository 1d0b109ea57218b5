import { clsx } from 'clsx';
import { formatCount } from '../../lib/i18n/format';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { toSearch, withPage } from './listingParams';
import styles from './Pagination.module.scss';

/** How many page numbers show at once (pages 1 to 4 on the first page). */
const WINDOW = 4;

/** Page numbers around `page`, at most WINDOW of them. */
export function pageWindow(page: number, pageCount: number): number[] {
  const start = Math.max(1, Math.min(page - 1, pageCount - WINDOW + 1));
  const end = Math.min(pageCount, start + WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Prev, page numbers, Next: links to real pages of 40, kept in the URL. */
export function Pagination({ params, page, pageCount }: { params: URLSearchParams; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const to = (n: number) => ({ search: toSearch(withPage(params, n)) });
  return (
    <nav className={styles.pagination} aria-label={t`Pagination`}>
      <span className={styles.summary}>{t`Page ${page} of ${formatCount(pageCount)}`}</span>
      {page > 1 ? (
        <Link to={to(page - 1)} className={styles.step}>
          {t`Prev`}
        </Link>
      ) : (
        <span className={clsx(styles.step, styles.disabled)} aria-disabled="true">
          {t`Prev`}
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(page, pageCount).map((n) => (
          <li key={n}>
            <Link
              to={to(n)}
              className={clsx(styles.page, n === page && styles.current)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t`Page ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={to(page + 1)} className={styles.step}>
          {t`Next`}
        </Link>
      ) : (
        <span className={clsx(styles.step, styles.disabled)} aria-disabled="true">
          {t`Next`}
        </span>
      )}
    </nav>
  );
}
