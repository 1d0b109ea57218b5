/**
 * The category bar under the top bar: the ten titles, each with its dropdown of sub-lists, except
 * the 8th and 9th, which are plain links. Hidden on small screens (the drawer lists the categories).
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { BELOW_TABLET } from '../../lib/breakpoints';
import { categories, type Category } from '../../entities/catalogue/categories';
import { paths } from '../../lib/paths';
import styles from './CategoryNav.module.scss';
import { Dropdown } from './Dropdown';

function SubLists({ category }: { category: Category }) {
  const title = i18n._(category.title);
  return (
    <div className={styles.subLists}>
      <Link className={styles.all} to={paths.searchResults(category.query)}>
        {t`All ${title}`}
      </Link>
      {category.subLists?.map((list) => (
        <div key={list.heading.label.id} className={styles.subList}>
          <Link className={styles.heading} to={paths.searchResults(list.heading.query)}>
            {i18n._(list.heading.label)}
          </Link>
          <ul>
            {list.items.map((item) => (
              <li key={item.label.id}>
                <Link to={paths.searchResults(item.query)}>{i18n._(item.label)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function CategoryNav() {
  if (useMediaQuery(BELOW_TABLET)) return null; // hidden there by CSS: nothing to draw
  return (
    <nav className={styles.nav} aria-label={t`Categories`}>
      <ul className={styles.list}>
        {categories.map((category, index) => (
          <li key={category.title.id}>
            {category.subLists ? (
              <Dropdown label={i18n._(category.title)} align={index >= categories.length - 3 ? 'end' : 'start'}>
                <SubLists category={category} />
              </Dropdown>
            ) : (
              <Link className={styles.plain} to={paths.searchResults(category.query)}>
                {i18n._(category.title)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
