import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { videoCards } from './data/videos';
import styles from './VideoGrid.module.scss';

/** The grid of 20 video cards; each opens the video page. */
export function VideoGrid() {
  return (
    <section className={styles.section} aria-labelledby="home-videos">
      <h2 id="home-videos" className={styles.heading}>
        Videos for you
      </h2>
      <ul className={styles.grid}>
        {videoCards.map((video) => (
          <li key={video.thumbnail}>
            <Link to={paths.detailVideo} className={styles.card}>
              <img src={video.thumbnail} alt="" width="320" height="180" loading="lazy" />
              <span className={styles.title}>{video.title}</span>
              <span className={styles.meta}>
                {video.channel} · {video.views}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
