import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { promoRows, youtubeBanner } from './data/promos';
import styles from './HomePage.module.scss';

/** The promo image rows, three images to a row. */
export function PromoRows() {
  return (
    <section aria-label={t`Promotions`} className={styles.promos}>
      {promoRows.map((row, r) => (
        <div key={r} className={styles.promoRow}>
          {row.map((promo) => (
            <Link key={promo.src} to={paths.searchResults(promo.query)}>
              <img src={promo.src} alt={i18n._(promo.alt)} width="520" height="280" loading="lazy" />
            </Link>
          ))}
        </div>
      ))}
    </section>
  );
}

/** The YouTube banner, which opens the video page. */
export function YouTubeBanner() {
  return (
    <Link to={paths.detailVideo} className={styles.youtube}>
      <img src={youtubeBanner.src} alt={i18n._(youtubeBanner.alt)} width="1600" height="200" loading="lazy" />
    </Link>
  );
}
