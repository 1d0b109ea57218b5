import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import type { VideoEntry } from '../data/videos';
import styles from './RelatedVideos.module.scss';
import { TitledSection } from '../../../components/TitledSection/TitledSection';

/** The related videos beside the player; each card opens that video on this page. */
export function RelatedVideos({ videos }: { videos: readonly VideoEntry[] }) {
  return (
    <TitledSection titleClassName={styles.heading} title={t`Related videos`}>
      <ul className={styles.list}>
        {videos.map((video) => (
          <li key={video.id}>
            <Link className={styles.card} to={{ pathname: paths.detailVideo, search: `?v=${video.id}` }}>
              <span className={styles.thumbnail}>
                <img src={video.thumbnail} alt="" width={168} height={94} loading="lazy" />
                <span className={styles.duration}>{video.duration}</span>
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{i18n._(video.title)}</span>
                <span className={styles.muted}>
                  {i18n._(video.views)} · {i18n._(video.published)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
