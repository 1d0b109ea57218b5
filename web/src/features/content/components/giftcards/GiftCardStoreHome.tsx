/** /the-gift-card-store: intro, banners, brands by category (tabs), and how to buy. */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import { giftCardBanners } from '../../data/banners';
import {
  giftCardBrands,
  giftCardCategories,
  giftCardCategoryLabels,
  giftCardStore,
  howToBuy,
} from '../../../../components/GiftCardPurchase/giftCards';
import { BannerStack } from '../BannerStack';
import { ContentPage } from '../../../../components/ContentPage/ContentPage';
import { Tabs } from '../../../../components/Tabs/Tabs';
import { ContentSection } from '../../../../components/ContentSections/ContentSections';
import styles from './GiftCardStoreHome.module.scss';

type Category = (typeof giftCardCategories)[number];

export function GiftCardStoreHome() {
  const [category, setCategory] = useState<Category>('All');
  const categoryTabs = giftCardCategories.map((id) => ({ id, label: i18n._(giftCardCategoryLabels[id]) }));
  const brands = category === 'All' ? giftCardBrands : giftCardBrands.filter((brand) => brand.category === category);

  return (
    <ContentPage title={i18n._(giftCardStore.title)} intro={i18n._(giftCardStore.intro)}>
      <BannerStack banners={giftCardBanners} label={t`Gift card offers`} />
      <ContentSection title={t`Gift cards by category`}>
        <Tabs
          label={t`Gift card categories`}
          idPrefix="gift-category"
          tabs={categoryTabs}
          selected={category}
          onSelect={setCategory}
        >
          <ul className={styles.brands}>
            {brands.map((brand) => (
              <li key={brand.name}>
                <Link to={paths.giftCardStoreItem} className={styles.brand} style={{ background: brand.colour }}>
                  <span className={styles.brandName}>{brand.name}</span>
                  <span className={styles.brandTagline}>{i18n._(brand.tagline)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Tabs>
      </ContentSection>
      <ContentSection title={i18n._(howToBuy.heading)}>
        <ol className={styles.steps}>
          {howToBuy.steps.map((step) => (
            <li key={step.id}>{i18n._(step)}</li>
          ))}
        </ol>
      </ContentSection>
    </ContentPage>
  );
}
