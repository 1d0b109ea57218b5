/**
 * Similar Products, Both Together and Recently Viewed: carousels of 6 (3 on tablets
 * and phones), infinite, every 15 s, without dots, swipe or drag. Items lead to the listing.
 */
import { t } from '@lingui/core/macro';
import { paths } from '../../lib/paths';
import { Carousel } from '../../components/Carousel/Carousel';
import { carouselPresets } from '../../components/Carousel/carouselSettings';
import { ProductCard } from '../../components/ProductCard/ProductCard';
import type { Product } from '../../lib/api';
import { useDrawnInTasks } from '../../hooks/useDrawnInTasks';
import { useGetProductsQuery } from '../../entities/catalogue/productsApi';
import styles from './ProductDetailPage.module.scss';
import { useRecentlyViewed } from '../../entities/catalogue/recentlyViewed';
import { boughtTogether, similarProducts, viewedProducts } from './relatedProducts';

function ProductCarousel({
  name,
  title,
  products,
  empty,
}: {
  name: string;
  title: string;
  products: Product[];
  empty?: string;
}) {
  const headingId = `detail-${name}`;
  return (
    <section className={styles.carousel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.carouselTitle}>
        {title}
      </h2>
      {products.length > 0 ? (
        <Carousel label={t`${title} products`} options={carouselPresets.detail}>
          {products.map((product) => (
            <ProductCard key={product._id} product={product} to={paths.productListing(product._id)} imageSize={120} />
          ))}
        </Carousel>
      ) : (
        <p className={styles.carouselEmpty}>{empty}</p>
      )}
    </section>
  );
}

export function ProductCarousels({ product }: { product: Product }) {
  const { data: catalogue } = useGetProductsQuery();
  const viewedIds = useRecentlyViewed(product._id);
  const products = catalogue ?? [];
  const carousels = [
    { name: 'similar-products', title: t`Similar Products`, products: similarProducts(products, product) },
    { name: 'both-together', title: t`Both Together`, products: boughtTogether(products, product) },
    {
      name: 'recently-viewed',
      title: t`Recently Viewed`,
      products: viewedProducts(products, viewedIds),
      empty: t`Products you look at will show here.`,
    },
  ];
  // One carousel per task once the catalogue is here (hooks/useDrawnInTasks); until then each shows its title.
  const drawn = useDrawnInTasks(catalogue ? carousels.length : 0, 1, catalogue);
  return carousels.map(({ name, title, products: shown, empty }, i) => (
    <ProductCarousel
      key={name}
      name={name}
      title={title}
      {...(i < drawn ? { products: shown, empty } : { products: [] })}
    />
  ));
}
