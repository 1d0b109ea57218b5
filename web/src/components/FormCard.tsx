/** A small form on a card, with a heading, an optional intro, and Cancel / submit actions. */
import { PageHead } from './PageHead/PageHead';
import { t } from '@lingui/core/macro';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './FormCard.module.scss';
import { Button } from './Button/Button';

interface FormCardProps {
  heading: string;
  intro?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function FormCard({ heading, intro, onSubmit, children }: FormCardProps) {
  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate>
      <PageHead title={heading} noindex />
      <h1 className={styles.heading}>{heading}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </form>
  );
}

export function FormActions({ cancelTo, submitLabel, busy }: { cancelTo: string; submitLabel: string; busy: boolean }) {
  return (
    <div className={styles.actions}>
      <Link to={cancelTo} className={styles.cancel}>
        {t`Cancel`}
      </Link>
      <Button variant="accent" type="submit" className={styles.submit} disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
