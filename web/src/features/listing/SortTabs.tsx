import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { toSearch, withSort } from './listingParams';
import styles from './SortTabs.module.scss';
import { sortModesOf, type SortKey } from './sortItems';

/** Sort By: (Relevance, for a search,) Popularity, Price--Low to High, Price--High to Low, Newest First; links, so Back undoes a sort. */
export function SortTabs({ params, current }: { params: URLSearchParams; current: SortKey }) {
  return (
    <nav className={styles.tabs} aria-label={t`Sort by`}>
      <span className={styles.label}>{t`Sort By`}</span>
      {sortModesOf(params).map((mode) => (
        <Link
          key={mode.key}
          to={{ search: toSearch(withSort(params, mode.key)) }}
          className={clsx(styles.tab, mode.key === current && styles.current)}
          aria-current={mode.key === current ? 'true' : undefined}
        >
          {i18n._(mode.label)}
        </Link>
      ))}
    </nav>
  );
}
