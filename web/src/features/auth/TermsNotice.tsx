import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { termsNotice } from './data/authTexts';
import styles from './LoginPage.module.scss';

export function TermsNotice() {
  return (
    <p className={styles.notice}>
      {termsNotice.before}
      <Link to={paths.infoPage('terms')}>{termsNotice.terms}</Link>
      {termsNotice.between}
      <Link to={paths.infoPage('privacypolicy')}>{termsNotice.privacy}</Link>
      {termsNotice.after}
    </p>
  );
}
