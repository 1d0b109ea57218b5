/**
 * /account: Personal Information (names), Email Address (read-only), Mobile Number, Change
 * Password, FAQs, and Deactivate / Delete Account.
 */
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { TextField } from '../../components/TextField';
import { AccountPanel } from './AccountPanel';
import { AccountRemoval } from './AccountRemoval';
import { profileFaqs } from './data/faqs';
import { profileTexts } from './data/profileTexts';
import { Faqs } from './Faqs';
import { NameEditor } from './NameEditor';
import { PhoneEditor } from './PhoneEditor';
import styles from './ProfilePage.module.scss';
import { useSaveProfile } from './useSaveProfile';
import { Alert } from '../../components/Alert/Alert';

export default function ProfilePage() {
  const { user, save, saving, message, show } = useSaveProfile();
  // After Delete Account the session is gone while the page counts down: keep showing that account.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  if (!shown) return null;

  return (
    <AccountPanel
      title={t`Profile Information`}
      action={
        <Link to={paths.account.changePassword} className={styles.changePassword}>
          {profileTexts.changePassword}
        </Link>
      }
    >
      <Alert tone="note">{message}</Alert>
      <NameEditor user={shown} saving={saving} save={save} />
      <section className={styles.section} aria-label={profileTexts.emailTitle}>
        <h2 className={styles.sectionTitle}>{profileTexts.emailTitle}</h2>
        <div className={styles.fields}>
          <TextField
            className={styles.wideField}
            label={t`Email`}
            type="email"
            value={shown.email}
            onValueChange={() => undefined}
            readOnly
          />
        </div>
      </section>
      <PhoneEditor user={shown} saving={saving} save={save} showMessage={show} />
      <Faqs items={profileFaqs} />
      <AccountRemoval user={shown} />
    </AccountPanel>
  );
}
