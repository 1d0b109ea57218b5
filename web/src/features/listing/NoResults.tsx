/**
 * A search that finds nothing: the message, "Did you mean …" (a link to the search that finds
 * something), the nearest categories, and popular products, so the shopper always has a way on.
 * Plain links: it works without JavaScript as the server drew it.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ProductCard } from '../../components/ProductCard/ProductCard';
import { categories } from '../../entities/catalogue/categories';
import { paths } from '../../lib/paths';
import type { NoResultsView } from './listingView';
import styles from './NoResults.module.scss';

const categoryTitle = (name: string) => {
  const category = categories.find((candidate) => candidate.query === name);
  return category ? i18n._(category.title) : name;
};

export function NoResults({ query, help }: { query: string; help: NoResultsView | undefined }) {
  const suggestion = help?.didYouMean;
  return (
    <div className={styles.noResults}>
      <p className={styles.message}>{t`No products found for “${query}”.`}</p>
      {suggestion && (
        <p className={styles.didYouMean}>
          <Trans>
            Did you mean <Link to={paths.searchResults(suggestion)}>{suggestion}</Link>?
          </Trans>
        </p>
      )}
      {help && help.categories.length > 0 && (
        <nav aria-label={t`Categories to try`} className={styles.categories}>
          <h2 className={styles.subheading}>{t`Try a category`}</h2>
          <ul>
            {help.categories.map((name) => (
              <li key={name}>
                <Link to={paths.searchResults(name)}>{categoryTitle(name)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {help && help.popular.length > 0 && (
        <section aria-labelledby="popular-heading">
          <h2 id="popular-heading" className={styles.subheading}>
            {t`Popular products`}
          </h2>
          <ul className={styles.popular}>
            {help.popular.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} to={paths.productDetail(product._id)} imageSize={150} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
