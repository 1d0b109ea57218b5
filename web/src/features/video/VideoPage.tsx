/**
 * /detail-video (login required): the player, the channel, and 20 related videos. The video shown
 * comes from `?v=<id>`, so choosing a related video is a plain link and the back button works.
 */
import { PageHead } from '../../components/PageHead/PageHead';
import { i18n } from '@lingui/core';
import { useSearchParams } from 'react-router-dom';
import { ChannelInfo } from './components/ChannelInfo';
import { RelatedVideos } from './components/RelatedVideos';
import { VideoPlayer } from './components/VideoPlayer';
import { channel, RELATED_COUNT, videos, type VideoEntry } from './data/videos';
import styles from './VideoPage.module.scss';

function pickVideo(id: string | null): VideoEntry {
  const first = videos[0];
  if (!first) throw new Error('The video catalogue is empty');
  return videos.find((video) => video.id === id) ?? first;
}

export default function VideoPage() {
  const [searchParams] = useSearchParams();
  const current = pickVideo(searchParams.get('v'));
  const related = videos.filter((video) => video.id !== current.id).slice(0, RELATED_COUNT);

  return (
    <div className={styles.page}>
      <article className={styles.watch}>
        {/* A new key per video: the player starts the new clip from its beginning. */}
        <VideoPlayer key={current.id} video={current} />
        <PageHead title={i18n._(current.title)} noindex />
        <h1 className={styles.title}>{i18n._(current.title)}</h1>
        <p className={styles.meta}>
          {i18n._(current.views)} · {i18n._(current.published)}
        </p>
        <ChannelInfo channel={channel} />
        <p className={styles.description}>{i18n._(current.description)}</p>
      </article>
      <RelatedVideos videos={related} />
    </div>
  );
}
