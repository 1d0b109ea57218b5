/** /the-gift-card-store: intro, banners, brands by category (tabs), and how to buy. */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import { giftCardBanners } from '../../data/banners';
import { giftCardBrands, giftCardCategories, giftCardStore, howToBuy } from '../../data/giftCards';
import { BannerStack } from '../BannerStack';
import { ContentPage } from '../ContentPage';
import { Tabs } from '../Tabs';
import styles from './GiftCardStoreHome.module.scss';

type Category = (typeof giftCardCategories)[number];

const categoryTabs = giftCardCategories.map((category) => ({ id: category, label: category }));

/** One of the page's blocks: a region named by its h2. */
function StoreSection({ headingId, heading, children }: { headingId: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function GiftCardStoreHome() {
  const [category, setCategory] = useState<Category>('All');
  const brands = category === 'All' ? giftCardBrands : giftCardBrands.filter((brand) => brand.category === category);

  return (
    <ContentPage title={giftCardStore.title} intro={giftCardStore.intro}>
      <BannerStack banners={giftCardBanners} label="Gift card offers" />
      <StoreSection headingId="gift-brands-heading" heading="Gift cards by category">
        <Tabs
          label="Gift card categories"
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
                  <span className={styles.brandTagline}>{brand.tagline}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Tabs>
      </StoreSection>
      <StoreSection headingId="how-to-buy-heading" heading={howToBuy.heading}>
        <ol className={styles.steps}>
          {howToBuy.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </StoreSection>
    </ContentPage>
  );
}
