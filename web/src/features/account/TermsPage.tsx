/** /account/terms: the site's Terms of Use (the content feature's shared text) in the account column. */
import { TermsOfUse } from '../content/TermsOfUse';
import styles from './AccountPage.module.scss';

export default function TermsPage() {
  return (
    <section className={styles.panel}>
      <TermsOfUse headingLevel={1} />
    </section>
  );
}
