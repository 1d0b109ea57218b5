/** /the-gift-card-store/1: the store's own gift card, bought for yourself or for a company (two tabs). */
import { useState } from 'react';
import { Dialog } from '../../../../components/Dialog';
import { giftCardPurchase } from '../../data/giftCards';
import { ContentPage } from '../ContentPage';
import { Tabs } from '../Tabs';
import { CorporateGiftForm } from './CorporateGiftForm';
import { GiftCardSummary, type GiftSummaryRow } from './GiftCardSummary';
import { PersonalGiftForm } from './PersonalGiftForm';

type Buyer = 'personal' | 'corporate';

const buyerTabs = [
  { id: 'personal', label: giftCardPurchase.personalTab },
  { id: 'corporate', label: giftCardPurchase.corporateTab },
] as const;

export function GiftCardPurchase() {
  const [buyer, setBuyer] = useState<Buyer>('personal');
  const [summary, setSummary] = useState<GiftSummaryRow[] | null>(null);
  const close = () => setSummary(null);

  return (
    <ContentPage title={giftCardPurchase.title} intro={giftCardPurchase.description}>
      <Tabs label="Buy gift cards" idPrefix="gift-buyer" tabs={buyerTabs} selected={buyer} onSelect={setBuyer}>
        {buyer === 'personal' ? (
          <PersonalGiftForm onReview={setSummary} />
        ) : (
          <CorporateGiftForm onReview={setSummary} />
        )}
      </Tabs>
      <Dialog open={summary !== null} title="Gift card summary" onClose={close}>
        {summary && <GiftCardSummary rows={summary} onClose={close} />}
      </Dialog>
    </ContentPage>
  );
}
