import { i18n } from '@lingui/core';
import { PageHead } from '../../components/PageHead/PageHead';
import { t } from '@lingui/core/macro';
import { BannerStack } from './components/BannerStack';
import { plusBanners } from './data/banners';
import { plusPage } from './data/supercoins';
import styles from './PlusPage.module.scss';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';

/** /plus: the promotional image stack, banners only (no other content), under a title for screen readers. */
export default function PlusPage() {
  return (
    <div className={styles.page}>
      <PageHead title={i18n._(plusPage.title)} />
      <VisuallyHidden as="h1">{i18n._(plusPage.title)}</VisuallyHidden>
      <BannerStack banners={plusBanners} label={t`Plus benefits`} />
    </div>
  );
}
