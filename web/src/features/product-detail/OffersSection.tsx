import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { offers } from './data/detailContent';
import styles from './DetailPanel.module.scss';
import { DetailBlock } from './DetailSection';

/** Available offers: the product's own offer labels, then the static ones. */
export function OffersSection({ labels }: { labels: string[] }) {
  return (
    <DetailBlock title={t`Available offers`}>
      <ul className={styles.offers}>
        {labels.map((label) => (
          <li key={label}>
            <strong>{label}</strong>
          </li>
        ))}
        {offers.map((offer) => (
          <li key={offer.text.id}>
            <strong>{i18n._(offer.kind)}</strong> {i18n._(offer.text)}
          </li>
        ))}
      </ul>
    </DetailBlock>
  );
}
