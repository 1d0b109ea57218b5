import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { categories } from '../../entities/catalogue/categories';
import styles from './CategoryStrip.module.scss';

/** The icon strip at the top of the home page: the top bar's ten categories with their icons. */
export function CategoryStrip() {
  return (
    <nav className={styles.strip} aria-label={t`Shop by category`}>
      <ul>
        {categories.map((category) => (
          <li key={category.query}>
            <Link to={paths.searchResults(category.query)} className={styles.tile}>
              <img src={category.icon} alt="" width="64" height="64" />
              <span>{i18n._(category.title)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
