/**
 * The category bar under the top bar: the ten titles, each with its dropdown of sub-lists, except
 * the 8th and 9th, which are plain links. Hidden on small screens (the drawer lists the categories).
 */
import { Link } from 'react-router-dom';
import { categories, type Category } from '../../features/home/data/categories';
import { paths } from '../../lib/paths';
import styles from './CategoryNav.module.scss';
import { Dropdown } from './Dropdown';

function SubLists({ category }: { category: Category }) {
  return (
    <div className={styles.subLists}>
      <Link className={styles.all} to={paths.searchResults(category.query)}>
        All {category.title}
      </Link>
      {category.subLists?.map((list) => (
        <div key={list.heading.label} className={styles.subList}>
          <Link className={styles.heading} to={paths.searchResults(list.heading.query)}>
            {list.heading.label}
          </Link>
          <ul>
            {list.items.map((item) => (
              <li key={item.label}>
                <Link to={paths.searchResults(item.query)}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function CategoryNav() {
  return (
    <nav className={styles.nav} aria-label="Categories">
      <ul className={styles.list}>
        {categories.map((category, index) => (
          <li key={category.title} className={styles.entry}>
            {category.subLists ? (
              <Dropdown label={category.title} align={index >= categories.length - 3 ? 'end' : 'start'}>
                <SubLists category={category} />
              </Dropdown>
            ) : (
              <Link className={styles.plain} to={paths.searchResults(category.query)}>
                {category.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
