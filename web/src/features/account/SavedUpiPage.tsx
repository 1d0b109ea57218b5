import { i18n } from '@lingui/core';
import { AccountPanel, EmptyState } from './AccountPanel';
import { savedUpiFaqs } from './data/faqs';
import { savedUpiTexts } from './data/placeholderTexts';
import { Faqs } from './Faqs';

export default function SavedUpiPage() {
  return (
    <AccountPanel title={i18n._(savedUpiTexts.title)}>
      <EmptyState message={i18n._(savedUpiTexts.empty)} />
      <Faqs items={savedUpiFaqs} />
    </AccountPanel>
  );
}
