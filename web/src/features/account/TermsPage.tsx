/** /account/terms: the site's Terms of Use (the content feature's shared text) in the account column. */
import { PageHead } from '../../components/PageHead/PageHead';
import { TermsOfUse } from '../../components/TermsOfUse/TermsOfUse';
import { termsOfUse } from '../../components/TermsOfUse/termsOfUse';
import { AccountSheet } from './AccountPanel';

export default function TermsPage() {
  return (
    <AccountSheet>
      <PageHead title={termsOfUse.title} noindex />
      <TermsOfUse headingLevel={1} />
    </AccountSheet>
  );
}
