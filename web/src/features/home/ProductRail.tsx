import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Carousel } from '../../components/Carousel/Carousel';
import { carouselPresets } from '../../components/Carousel/carouselSettings';
import { ProductCard } from '../../components/ProductCard/ProductCard';
import type { Product } from '../../lib/api';
import { Countdown } from './Countdown';
import type { Rail } from './data/rails';
import styles from './ProductRail.module.scss';
import { Alert } from '../../components/Alert/Alert';
import { TitledSection } from '../../components/TitledSection/TitledSection';

interface ProductRailProps {
  rail: Rail;
  /** undefined while they load: the rail keeps the cards' height meanwhile, so nothing below it moves. */
  products: Product[] | undefined;
  /**
   * The first rail: it shows the 'Loading' spinner while the products load, and its cards' images
   * are on the first screen.
   */
  first?: boolean;
}

/** A home rail: title (and countdown when timed), VIEW ALL, and a carousel of product cards. */
export function ProductRail({ rail, products, first = false }: ProductRailProps) {
  const title = i18n._(rail.title);
  return (
    <TitledSection
      className={styles.rail}
      titleClassName={styles.title}
      title={title}
      header={{
        className: styles.header,
        aside: (
          <>
            {rail.timed && <Countdown />}
            <Link className={styles.viewAll} to={paths.searchResults(rail.viewAll)} aria-label={t`View all: ${title}`}>
              {t`VIEW ALL`}
            </Link>
          </>
        ),
      }}
    >
      {products ? (
        <Carousel label={t`${title} products`} options={carouselPresets.rail} className={styles.cards}>
          {products.map((product) => (
            <ProductCard
              key={product._id}
              product={product}
              to={paths.productListing(product._id)}
              titleCut="home"
              imagePriority={first ? 'eager' : 'lazy'}
            />
          ))}
        </Carousel>
      ) : (
        <div className={clsx(styles.cards, styles.pending)}>{first && <Alert tone="loading" />}</div>
      )}
    </TitledSection>
  );
}
