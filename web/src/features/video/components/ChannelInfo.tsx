import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { Channel } from '../data/videos';
import styles from './ChannelInfo.module.scss';
import { Button } from '../../../components/Button/Button';

/** The channel under the player, with a Subscribe toggle that remembers nothing beyond the visit. */
export function ChannelInfo({ channel }: { channel: Channel }) {
  const [subscribed, setSubscribed] = useState(false);
  return (
    <section className={styles.channel} aria-label={t`Channel`}>
      <img className={styles.avatar} src={channel.avatar} alt="" width={48} height={48} />
      <div className={styles.text}>
        <h2 className={styles.name}>{channel.name}</h2>
        <p className={styles.muted}>{i18n._(channel.subscribers)}</p>
        <p className={styles.muted}>{i18n._(channel.about)}</p>
      </div>
      <Button
        variant="primary"
        className={subscribed ? `${styles.subscribe} ${styles.subscribed}` : styles.subscribe}
        aria-pressed={subscribed}
        onClick={() => setSubscribed((value) => !value)}
      >
        {subscribed ? t`Subscribed` : t`Subscribe`}
      </Button>
    </section>
  );
}
