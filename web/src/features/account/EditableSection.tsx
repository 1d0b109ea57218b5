/**
 * One block of the profile: a title with an Edit / Cancel toggle, its fields, and SAVE while
 * editing. Save returns to view mode only when the change went through.
 */
import { t } from '@lingui/core/macro';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import styles from './ProfilePage.module.scss';

interface EditableSectionProps {
  title: string;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  canSave: boolean;
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}

export function EditableSection({
  title,
  editing,
  onEditingChange,
  canSave,
  saving,
  onSave,
  children,
}: EditableSectionProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSave) onSave();
  }

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label={title}>
      <div className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <Button variant="text" onClick={() => onEditingChange(!editing)}>
          {editing ? t`Cancel` : t`Edit`}
        </Button>
      </div>
      <div className={styles.fields}>
        {children}
        {editing && (
          <Button variant="primary" type="submit" className={styles.save} disabled={!canSave || saving}>
            {t`SAVE`}
          </Button>
        )}
      </div>
    </form>
  );
}
