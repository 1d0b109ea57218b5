import { AccountPanel, EmptyState } from './AccountPanel';
import { savedUpiFaqs } from './data/faqs';
import { savedUpiTexts } from './data/placeholderTexts';
import { Faqs } from './Faqs';

export default function SavedUpiPage() {
  return (
    <AccountPanel title={savedUpiTexts.title}>
      <EmptyState message={savedUpiTexts.empty} />
      <Faqs items={savedUpiFaqs} />
    </AccountPanel>
  );
}
