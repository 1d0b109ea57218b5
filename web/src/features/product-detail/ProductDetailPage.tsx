/**
 * /detail-view/{id}: 'Loading' until the product arrives, then the media and purchase buttons on
 * the left, the detail panel on the right, and the three carousels. An unknown id (the API answers
 * `{ prod: null }`, or a 4xx for a malformed id) gets a clear not-found message.
 */
import { apiFailureOf } from '../../lib/api/failure';
import { PageHead } from '../../components/PageHead/PageHead';
import { t } from '@lingui/core/macro';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LoadProblem } from '../../components/LoadProblem/LoadProblem';
import { useGetProductDetailQuery } from '../../entities/catalogue/productsApi';
import { DetailPanel } from './DetailPanel';
import { MediaGallery } from './MediaGallery';
import { ProductCarousels } from './ProductCarousels';
import { ProductHead } from './ProductHead';
import styles from './ProductDetailPage.module.scss';
import { PurchaseButtons } from './PurchaseButtons';
import { Alert } from '../../components/Alert/Alert';

function isClientError(error: unknown): boolean {
  const status = apiFailureOf(error)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function NotFound() {
  return (
    <section className={styles.message}>
      <PageHead title={t`Product not found`} noindex />
      <h1>{t`Product not found`}</h1>
      <p>{t`We could not find this product. It may have been removed, or the link may be wrong.`}</p>
      <Link to={paths.home}>{t`Continue shopping`}</Link>
    </section>
  );
}

export default function ProductDetailPage() {
  const { prodId = '' } = useParams();
  const { data: product, isLoading, isError, error, refetch } = useGetProductDetailQuery(prodId);

  if (isLoading) return <Alert tone="loading" />;
  if (isError && !isClientError(error)) {
    return <LoadProblem message={t`The product could not be loaded.`} onRetry={() => void refetch()} />;
  }
  if (!product) return <NotFound />;

  return (
    <article className={styles.page}>
      <ProductHead product={product} />
      <div className={styles.top}>
        <div className={styles.left}>
          <MediaGallery product={product} />
          <PurchaseButtons product={product} />
        </div>
        <div className={styles.right}>
          <DetailPanel product={product} />
        </div>
      </div>
      <ProductCarousels product={product} />
    </article>
  );
}
