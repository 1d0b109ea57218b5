/**
 * /account: Personal Information (names), Email Address (read-only), Mobile Number, Change
 * Password, FAQs, and Deactivate / Delete Account.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isTenDigitPhone, formMessages } from '../../lib/forms/validation';
import { paths } from '../../lib/paths';
import { TextField } from '../../components/TextField';
import { AccountPanel } from './AccountPanel';
import { AccountRemoval } from './AccountRemoval';
import { profileFaqs } from './data/faqs';
import { profileTexts } from './data/profileTexts';
import { Faqs } from './Faqs';
import { ProfileEditor } from './ProfileEditor';
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
          {i18n._(profileTexts.changePassword)}
        </Link>
      }
    >
      <Alert tone="note">{message}</Alert>
      <ProfileEditor
        title={t`Personal Information`}
        fields={[
          { key: 'firstname', label: t`First Name`, autoComplete: 'given-name' },
          { key: 'lastname', label: t`Last Name`, autoComplete: 'family-name' },
        ]}
        user={shown}
        saving={saving}
        save={save}
        ready={(names) => names.firstname !== '' && names.lastname !== ''}
      />
      <section className={styles.section} aria-label={i18n._(profileTexts.emailTitle)}>
        <h2 className={styles.sectionTitle}>{i18n._(profileTexts.emailTitle)}</h2>
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
      <ProfileEditor
        title={t`Mobile Number`}
        fields={[{ key: 'phone', label: t`Mobile Number`, type: 'tel', inputMode: 'numeric', autoComplete: 'tel' }]}
        user={shown}
        saving={saving}
        save={save}
        problemOf={({ phone }) => (isTenDigitPhone(phone) ? null : i18n._(formMessages.phoneTenDigits))}
        showMessage={show}
      />
      <Faqs items={profileFaqs} />
      <AccountRemoval user={shown} />
    </AccountPanel>
  );
}
