import { t } from '@lingui/core/macro';
import { useState } from 'react';
import styles from './DetailPanel.module.scss';
import { Button } from '../../components/Button/Button';

/** Share: the Web Share API where there is one, otherwise the link is copied to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const [status, setStatus] = useState('');

  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
      } catch {
        // The shopper closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t`Link copied`);
    } catch {
      setStatus(t`Copy this link: ${url}`);
    }
  };

  return (
    <span className={styles.share}>
      <Button variant="text" className={styles.linkButton} onClick={() => void share()}>
        {t`Share`}
      </Button>
      <span role="status" className={styles.shareStatus}>
        {status}
      </span>
    </span>
  );
}
