/** The gift card store: its front page at /the-gift-card-store, the gift card itself at /the-gift-card-store/1. */
import { useMatch } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { GiftCardPurchase } from '../../components/GiftCardPurchase/GiftCardPurchase';
import { GiftCardStoreHome } from './components/giftcards/GiftCardStoreHome';

export default function GiftCardStorePage() {
  const onCardPage = useMatch(paths.giftCardStoreItem) !== null;
  return onCardPage ? <GiftCardPurchase /> : <GiftCardStoreHome />;
}
