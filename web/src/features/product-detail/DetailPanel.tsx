/**
 * The right panel of the detail page: breadcrumb, Compare and Share, title, rating, prices and the
 * packaging fee, offers, exchange, warranty, delivery, highlights, seller, description,
 * specifications, ratings and reviews. Fields a product lacks (hosted data) fall back to the
 * static placeholder content of data/detailContent.
 */
import { formatCount } from '../../lib/i18n/format';
import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { useId } from 'react';
import { paths } from '../../lib/paths';
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs/Breadcrumbs';
import { PriceLine } from '../../components/PriceLine/PriceLine';
import { RatingBadge } from '../../components/RatingBadge/RatingBadge';
import { WishlistButton } from '../../components/WishlistButton';
import type { Product } from '../../lib/api';
import { formatRupees } from '../../lib/money';
import {
  EXTRA_OFF,
  FALLBACK_SELLER,
  FALLBACK_WARRANTY,
  PACKAGING_FEE,
  PLACEHOLDER_RATING,
  PLACEHOLDER_RATING_COUNT,
  sellerPromises,
} from './data/detailContent';
import { DeliverySection } from './DeliverySection';
import { DetailBlock, DetailRow } from './DetailSection';
import styles from './DetailPanel.module.scss';
import { OffersSection } from './OffersSection';
import { RatingsSection } from './RatingsSection';
import { ShareButton } from './ShareButton';
import { SpecificationsSection, specificationsOf } from './SpecificationsSection';

function crumbsOf(product: Product): Crumb[] {
  const crumbs: Crumb[] = [{ label: t`Home`, to: paths.home }];
  if (product.category) crumbs.push({ label: product.category, to: paths.searchResults(product.category) });
  if (product.brand) crumbs.push({ label: product.brand, to: paths.searchResults(product.brand) });
  return crumbs;
}

/** The title's suffix: the colour/variant line, unless the title already says it. */
function titleSuffix(product: Product): string {
  const { title, clrTitle } = product.content;
  return clrTitle && !title.includes(clrTitle) ? ` (${clrTitle})` : '';
}

export function DetailPanel({ product }: { product: Product }) {
  const compareId = useId();
  const rating = product.rating ?? PLACEHOLDER_RATING;
  const ratingCount = product.ratingCount ?? PLACEHOLDER_RATING_COUNT;
  const highlights = product.highlights?.length
    ? product.highlights
    : [product.content.clrTitle, ...(product.content.other ?? [])].filter(Boolean);
  const warranty =
    specificationsOf(product).find((spec) => spec.name === 'Warranty')?.value ?? i18n._(FALLBACK_WARRANTY);

  return (
    <div className={styles.panel}>
      <div className={styles.topRow}>
        <Breadcrumbs crumbs={crumbsOf(product)} page={product.content.title} />
        <span className={styles.tools}>
          <label htmlFor={compareId} className={styles.compare}>
            <input id={compareId} type="checkbox" /> {t`Compare`}
          </label>
          <ShareButton title={product.content.title} />
          <WishlistButton product={product} />
        </span>
      </div>

      <h1 className={styles.title}>
        {product.content.title}
        {titleSuffix(product)}
      </h1>
      <p className={styles.ratingRow}>
        <RatingBadge rating={rating} />
        <span className={styles.muted}>{t`${formatCount(ratingCount)} Ratings & Reviews`}</span>
      </p>

      <p className={styles.extraOff}>{i18n._(EXTRA_OFF)}</p>
      <PriceLine price={product.content.price} size="large" />
      <p className={styles.muted}>{t`+ ${formatRupees(PACKAGING_FEE)} Secured Packaging Fee`}</p>

      <OffersSection labels={product.content.other ?? []} />
      <DeliverySection />

      <DetailRow title={t`Warranty`}>
        <p>{warranty}</p>
      </DetailRow>

      {highlights.length > 0 && (
        <DetailRow title={t`Highlights`}>
          <ul className={styles.bullets}>
            {highlights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </DetailRow>
      )}

      <DetailRow title={t`Seller`}>
        <p className={styles.seller}>{product.seller ?? FALLBACK_SELLER}</p>
        <ul className={styles.bullets}>
          {sellerPromises.map((line) => (
            <li key={line.id}>{i18n._(line)}</li>
          ))}
        </ul>
      </DetailRow>

      <DetailBlock title={t`Description`}>
        <p>
          {product.description ??
            t`${product.content.title}${titleSuffix(product)}. Sold by ${product.seller ?? FALLBACK_SELLER}.`}
        </p>
      </DetailBlock>

      <SpecificationsSection product={product} />
      <RatingsSection rating={rating} ratingCount={ratingCount} />
    </div>
  );
}
