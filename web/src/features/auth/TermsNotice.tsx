import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { termsNotice } from './data/authTexts';
import styles from './LoginPage.module.scss';

export function TermsNotice() {
  return (
    <p className={styles.notice}>
      {i18n._(termsNotice.before)}
      <Link to={paths.infoPage('terms')}>{i18n._(termsNotice.terms)}</Link>
      {i18n._(termsNotice.between)}
      <Link to={paths.infoPage('privacypolicy')}>{i18n._(termsNotice.privacy)}</Link>
      {i18n._(termsNotice.after)}
    </p>
  );
}
