/** /account/terms: the site's Terms of Use (the content feature's shared text) in the account column. */
import { TermsOfUse } from '../../components/TermsOfUse/TermsOfUse';
import { AccountSheet } from './AccountPanel';

export default function TermsPage() {
  return (
    <AccountSheet>
      <TermsOfUse headingLevel={1} />
    </AccountSheet>
  );
}
