import { AccountPanel, EmptyState } from './AccountPanel';
import { savedCardsFaqs } from './data/faqs';
import { savedCardsTexts } from './data/placeholderTexts';
import { Faqs } from './Faqs';

export default function SavedCardsPage() {
  return (
    <AccountPanel title={savedCardsTexts.title}>
      <EmptyState message={savedCardsTexts.empty} />
      <Faqs items={savedCardsFaqs} heading={savedCardsTexts.faqHeading} />
    </AccountPanel>
  );
}
