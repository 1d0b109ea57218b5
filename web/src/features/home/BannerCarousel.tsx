import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Carousel } from '../../components/Carousel/Carousel';
import { carouselPresets } from '../../components/Carousel/carouselSettings';
import { banners } from './data/banners';
import styles from './HomePage.module.scss';

/** The auto-playing banners (every 2 s). */
export function BannerCarousel() {
  return (
    <Carousel label={t`Offers`} options={carouselPresets.banner} className={styles.banners}>
      {banners.map((banner, i) => (
        <Link key={banner.src} to={paths.searchResults(banner.query)} className={styles.bannerLink}>
          <img
            src={banner.src}
            alt={i18n._(banner.alt)}
            width="1600"
            height="270"
            // The first banner is the home page's largest paint on a phone: fetched first (index.html preloads it).
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
        </Link>
      ))}
    </Carousel>
  );
}
