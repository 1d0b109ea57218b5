import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { VideoEntry } from '../data/videos';
import styles from './VideoPlayer.module.scss';

/** The browser's own player (keyboard and screen-reader ready) on a clip the shop serves itself. */
export function VideoPlayer({ video }: { video: VideoEntry }) {
  return (
    <div className={styles.frame}>
      {/* The three placeholder clips have no caption files yet: an open gap, named in decision 020,
          not hidden behind an empty <track>. */}
      {/* eslint-disable-next-line jsx-a11y-x/media-has-caption */}
      <video
        className={styles.video}
        controls
        preload="metadata"
        poster={video.poster}
        aria-label={i18n._(video.title)}
        width={480}
        height={270}
      >
        <source src={video.clip} type="video/webm" />
        {t`Your browser cannot play this video.`}
      </video>
    </div>
  );
}
