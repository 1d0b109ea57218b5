/**
 * The home page: category icons, banners, the Shopping banner, the product rails ('Loading' in
 * their place until their products arrive), promo rows, the YouTube banner and the video grid.
 * The rails are picked from one page of the catalogue, not the whole of it: a phone downloads only
 * what the page shows (the search box loads the rest when it is wanted).
 */
import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useDrawnInTasks } from '../../hooks/useDrawnInTasks';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { useGetProductsPageQuery } from '../../entities/catalogue/productsApi';
import { BannerCarousel } from './BannerCarousel';
import { CategoryStrip } from './CategoryStrip';
import { HomeHead } from './HomeHead';
import { railSource, rails } from './data/rails';
import styles from './HomePage.module.scss';
import { pickRailProducts } from './pickRailProducts';
import { ProductRail } from './ProductRail';
import { PromoRows, YouTubeBanner } from './PromoRows';
import { ShoppingBanner } from './ShoppingBanner';
import { VideoGrid } from './VideoGrid';
import { LoadProblem } from '../../components/LoadProblem/LoadProblem';

function Rails() {
  const { data: products, isError, refetch } = useGetProductsPageQuery(railSource);
  const filled = useMemo(
    () =>
      products &&
      rails
        .map((rail, i) => ({ rail, products: pickRailProducts(products, rail, i) }))
        .filter((r) => r.products.length > 0),
    [products],
  );
  const drawn = useDrawnInTasks(filled?.length ?? 0, 1);
  if (isError) {
    return <LoadProblem message={t`Products could not be loaded.`} onRetry={() => void refetch()} />;
  }
  if (!filled) return rails.map((rail, i) => <ProductRail key={i} rail={rail} products={undefined} first={i === 0} />);
  // The rails are drawn one per task (hooks/useDrawnInTasks); until then each keeps its place.
  return filled.map(({ rail, products: railProducts }, i) => (
    <ProductRail key={i} rail={rail} products={i < drawn ? railProducts : undefined} first={i === 0} />
  ));
}

export default function HomePage() {
  return (
    <div className={styles.home}>
      <HomeHead />
      <VisuallyHidden>
        <h1>{t`RupeeStore: mobiles, electronics, fashion and more at rupee prices`}</h1>
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
