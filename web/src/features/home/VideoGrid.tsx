import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { videoCards } from './data/videos';
import styles from './VideoGrid.module.scss';

/** The grid of 20 video cards; each opens the video page. */
export function VideoGrid() {
  return (
    <section className={styles.section} aria-labelledby="home-videos">
      <h2 id="home-videos" className={styles.heading}>
        {t`Videos for you`}
      </h2>
      <ul className={styles.grid}>
        {videoCards.map(({ thousandViews: thousands, ...video }) => (
          <li key={video.thumbnail}>
            <Link to={paths.detailVideo} className={styles.card}>
              <img src={video.thumbnail} alt="" width="320" height="180" loading="lazy" />
              <span className={styles.title}>{i18n._(video.title)}</span>
              <span className={styles.meta}>
                {video.channel} · {t`${thousands}K views`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
