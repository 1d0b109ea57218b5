import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { ProductImage } from '../../components/ProductImage/ProductImage';
import { RatingBadge } from '../../components/RatingBadge/RatingBadge';
import type { CardProduct } from '../../components/ProductCard/ProductCard';
import { sampleReviews } from './data/reviews';
import styles from './PopularReviews.module.scss';

/** 'Reviews for Popular Mobiles': a review beside each of the first three products. */
export function PopularReviews({ products }: { products: CardProduct[] }) {
  const shown = products.slice(0, sampleReviews.length);
  if (shown.length === 0) return null;
  return (
    <section className={styles.reviews} aria-labelledby="popular-reviews">
      <h2 id="popular-reviews" className={styles.heading}>
        {t`Reviews for Popular Mobiles`}
      </h2>
      <ul className={styles.list}>
        {shown.map((product, i) => {
          const review = sampleReviews[i]!;
          return (
            <li key={product._id} className={styles.item}>
              <Link to={paths.productDetail(product._id)} className={styles.product}>
                {/* The title beside it names the link: the picture adds nothing to read aloud. */}
                <ProductImage src={product.url} alt="" size={64} />
                <span>{product.content.title}</span>
              </Link>
              {/* Shoppers' reviews, in the language they were written in. */}
              <div lang="en">
                <p className={styles.headline}>
                  <RatingBadge rating={review.rating} /> {review.headline}
                </p>
                <p>{review.text}</p>
                <p className={styles.author}>{review.author}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
