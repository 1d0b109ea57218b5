/** /the-gift-card-store/1: the store's own gift card, bought for yourself or for a company (two tabs). */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Dialog } from '../Dialog';
import { giftCardPurchase } from './giftCards';
import { ContentPage } from '../ContentPage/ContentPage';
import { Tabs } from '../Tabs/Tabs';
import { CorporateGiftForm } from './CorporateGiftForm';
import { GiftCardSummary, type GiftSummaryRow } from './GiftCardSummary';
import { PersonalGiftForm } from './PersonalGiftForm';

type Buyer = 'personal' | 'corporate';

export function GiftCardPurchase() {
  const [buyer, setBuyer] = useState<Buyer>('personal');
  const [summary, setSummary] = useState<GiftSummaryRow[] | null>(null);
  const close = () => setSummary(null);
  const buyerTabs = [
    { id: 'personal', label: i18n._(giftCardPurchase.personalTab) },
    { id: 'corporate', label: i18n._(giftCardPurchase.corporateTab) },
  ] as const;

  return (
    <ContentPage title={i18n._(giftCardPurchase.title)} intro={i18n._(giftCardPurchase.description)}>
      <Tabs label={t`Buy gift cards`} idPrefix="gift-buyer" tabs={buyerTabs} selected={buyer} onSelect={setBuyer}>
        {buyer === 'personal' ? (
          <PersonalGiftForm onReview={setSummary} />
        ) : (
          <CorporateGiftForm onReview={setSummary} />
        )}
      </Tabs>
      <Dialog open={summary !== null} title={t`Gift card summary`} onClose={close}>
        {summary && <GiftCardSummary rows={summary} onClose={close} />}
      </Dialog>
    </ContentPage>
  );
}
