import { i18n } from '@lingui/core';
import { AccountPanel, EmptyState } from './AccountPanel';
import { savedCardsFaqs } from './data/faqs';
import { savedCardsTexts } from './data/placeholderTexts';
import { Faqs } from './Faqs';

export default function SavedCardsPage() {
  return (
    <AccountPanel title={i18n._(savedCardsTexts.title)}>
      <EmptyState message={i18n._(savedCardsTexts.empty)} />
      <Faqs items={savedCardsFaqs} heading={i18n._(savedCardsTexts.faqHeading)} />
    </AccountPanel>
  );
}
