/**
 * The home page: category icons, banners, the Shopping banner, then the product rails once the
 * catalogue has loaded ('Loading' until then), promo rows, the YouTube banner and the video grid.
 */
import { useMemo } from 'react';
import { Spinner } from '../../components/Spinner/Spinner';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { useGetProductsQuery } from '../../lib/api/productsApi';
import { BannerCarousel } from './BannerCarousel';
import { CategoryStrip } from './CategoryStrip';
import { rails } from './data/rails';
import styles from './HomePage.module.scss';
import { pickRailProducts } from './pickRailProducts';
import { ProductRail } from './ProductRail';
import { PromoRows, YouTubeBanner } from './PromoRows';
import { ShoppingBanner } from './ShoppingBanner';
import { VideoGrid } from './VideoGrid';
import { LoadProblem } from '../../components/LoadProblem/LoadProblem';

function Rails() {
  const { data: products, isLoading, isError, refetch } = useGetProductsQuery();
  const filled = useMemo(
    () => rails.map((rail, i) => ({ rail, products: pickRailProducts(products ?? [], rail, i) })).filter((r) => r.products.length > 0),
    [products],
  );
  if (isLoading) return <Spinner />;
  if (isError) {
    return <LoadProblem message="Products could not be loaded." onRetry={() => void refetch()} />;
  }
  return (
    <>
      {filled.map(({ rail, products: railProducts }) => (
        <ProductRail key={rail.title} rail={rail} products={railProducts} />
      ))}
    </>
  );
}

export default function HomePage() {
  return (
    <div className={styles.home}>
      <VisuallyHidden>
        <h1>RupeeStore: mobiles, electronics, fashion and more at rupee prices</h1>
      </VisuallyHidden>
      <CategoryStrip />
      <BannerCarousel />
      <ShoppingBanner />
      <Rails />
      <PromoRows />
      <YouTubeBanner />
      <VideoGrid />
    </div>
  );
}
