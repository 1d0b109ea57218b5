/**
 * /account/giftcard: the balance (₹50), the add and check-balance dialogs, the cards in the
 * account, buying for yourself or a company, and FAQs. Buying is the Gift Card Store's own purchase
 * block (personal and corporate tabs, the value choices, the 100-character message), reused here
 * rather than copied.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { GiftCardPurchase } from '../../components/GiftCardPurchase/GiftCardPurchase';
import { formatRupees } from '../../lib/money';
import { AccountPanel, AccountSheet, AccountSubheading } from './AccountPanel';
import { giftCardFaqs } from './data/faqs';
import { giftCardExpiry, giftCardTexts, ownedGiftCards, type GiftCardDialogMode } from './data/giftCards';
import { GIFT_CARD_BALANCE_RUPEES } from './data/sidebar';
import { Faqs } from './Faqs';
import { GiftCardDialog } from './GiftCardDialog';
import { maskedCardNumber } from './giftCardLookup';
import styles from './GiftCardsPage.module.scss';
import { Button } from '../../components/Button/Button';

export default function GiftCardsPage() {
  const [dialog, setDialog] = useState<GiftCardDialogMode | null>(null);

  return (
    <div className={styles.stack}>
      <AccountPanel title={i18n._(giftCardTexts.title)}>
        <div className={styles.balance}>
          <p>
            {i18n._(giftCardTexts.balanceLabel)} <strong>{formatRupees(GIFT_CARD_BALANCE_RUPEES)}</strong>
          </p>
          <div className={styles.buttons}>
            <Button variant="primary" onClick={() => setDialog('add')}>
              {i18n._(giftCardTexts.add)}
            </Button>
            <Button variant="outline" onClick={() => setDialog('balance')}>
              {i18n._(giftCardTexts.checkBalance)}
            </Button>
          </div>
        </div>
        <AccountSubheading>{i18n._(giftCardTexts.cardsHeading)}</AccountSubheading>
        <table className={styles.cards}>
          <thead>
            <tr>
              <th scope="col">{t`Card number`}</th>
              <th scope="col">{t`Expiry`}</th>
              <th scope="col">{t`Value`}</th>
              <th scope="col">{t`Received from`}</th>
            </tr>
          </thead>
          <tbody>
            {ownedGiftCards.map((card) => (
              <tr key={card.number}>
                <td>{maskedCardNumber(card.number)}</td>
                <td>{giftCardExpiry(card)}</td>
                <td>{formatRupees(card.value)}</td>
                <td>{i18n._(card.receivedFrom)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <GiftCardDialog mode={dialog} onModeChange={setDialog} onClose={() => setDialog(null)} />
      </AccountPanel>
      <GiftCardPurchase />
      <AccountSheet>
        <Faqs items={giftCardFaqs} heading={t`Gift Card FAQs`} />
      </AccountSheet>
    </div>
  );
}
