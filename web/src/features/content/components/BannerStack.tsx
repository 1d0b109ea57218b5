import { i18n } from '@lingui/core';
import type { Banner } from '../data/banners';
import styles from './BannerStack.module.scss';

/** Promotional banners one under the other, full width. */
export function BannerStack({ banners, label }: { banners: readonly Banner[]; label: string }) {
  return (
    <ul className={styles.stack} aria-label={label}>
      {banners.map((banner) => (
        <li key={banner.src}>
          <img
            className={styles.banner}
            src={banner.src}
            alt={i18n._(banner.alt)}
            width={1000}
            height={250}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
