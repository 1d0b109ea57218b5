import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { shoppingBannerMessages } from './data/banners';
import styles from './ShoppingBanner.module.scss';

/**
 * The scrolling Shopping banner: the messages run right to left in a loop (a second, hidden copy
 * makes the loop seamless) and stop for shoppers who prefer reduced motion or hover over it.
 */
export function ShoppingBanner() {
  return (
    <section className={styles.banner} aria-label={t`Shopping`}>
      <div className={styles.track}>
        <ul className={styles.messages}>
          {shoppingBannerMessages.map((message) => (
            <li key={message.id}>{i18n._(message)}</li>
          ))}
        </ul>
        <ul className={styles.messages} aria-hidden="true">
          {shoppingBannerMessages.map((message) => (
            <li key={message.id}>{i18n._(message)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
