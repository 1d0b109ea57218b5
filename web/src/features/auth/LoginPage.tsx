/**
 * /login and /register: one screen, two modes toggled by links. Login is a credential check and
 * then a one-time code; registration signs the shopper in at once.
 */
import { PageHead } from '../../components/PageHead/PageHead';
import { i18n } from '@lingui/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { CredentialsStep, type PendingLogin } from './CredentialsStep';
import { authPanels } from './data/authTexts';
import styles from './LoginPage.module.scss';
import { OtpStep } from './OtpStep';
import { RegisterForm } from './RegisterForm';

function LoginFlow() {
  // In memory only: the credential check's token waits here for the verified code.
  const [pending, setPending] = useState<PendingLogin | null>(null);
  return pending ? <OtpStep pending={pending} /> : <CredentialsStep onAccepted={setPending} />;
}

export default function LoginPage() {
  const mode = useLocation().pathname === paths.register ? 'register' : 'login';
  const panel = authPanels[mode];
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <section className={styles.aside} aria-labelledby="auth-heading">
          <PageHead title={i18n._(panel.heading)} noindex />
          <h1 id="auth-heading" className={styles.heading}>
            {i18n._(panel.heading)}
          </h1>
          <p className={styles.subheading}>{i18n._(panel.subheading)}</p>
        </section>
        <section className={styles.main}>{mode === 'register' ? <RegisterForm /> : <LoginFlow />}</section>
      </div>
    </div>
  );
}
