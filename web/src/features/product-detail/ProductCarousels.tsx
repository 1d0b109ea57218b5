/**
 * Similar Products, Both Together and Recently Viewed: carousels of 6 (3 on tablets
 * and phones), infinite, every 15 s, without dots, swipe or drag. Items lead to the listing.
 */
import { paths } from '../../lib/paths';
import { Carousel } from '../../components/Carousel/Carousel';
import { carouselPresets } from '../../components/Carousel/carouselSettings';
import { ProductCard } from '../../components/ProductCard/ProductCard';
import type { Product } from '../../lib/api';
import { useGetProductsQuery } from '../../lib/api/productsApi';
import styles from './ProductDetailPage.module.scss';
import { useRecentlyViewed } from './recentlyViewed';
import { boughtTogether, similarProducts, viewedProducts } from './relatedProducts';

function ProductCarousel({ title, products, empty }: { title: string; products: Product[]; empty?: string }) {
  const headingId = `detail-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.carousel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.carouselTitle}>
        {title}
      </h2>
      {products.length > 0 ? (
        <Carousel label={`${title} products`} options={carouselPresets.detail}>
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
  const { data: products = [] } = useGetProductsQuery();
  const viewedIds = useRecentlyViewed(product._id);
  return (
    <>
      <ProductCarousel title="Similar Products" products={similarProducts(products, product)} />
      <ProductCarousel title="Both Together" products={boughtTogether(products, product)} />
      <ProductCarousel
        title="Recently Viewed"
        products={viewedProducts(products, viewedIds)}
        empty="Products you look at will show here."
      />
    </>
  );
}
