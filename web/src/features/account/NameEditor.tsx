import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { TextField } from '../../components/TextField';
import type { User } from '../../lib/api';
import { EditableSection } from './EditableSection';
import styles from './ProfilePage.module.scss';

interface NameEditorProps {
  user: User;
  saving: boolean;
  save: (change: { firstname: string; lastname: string }) => Promise<boolean>;
}

/** Personal Information: first and last name, saved only when both are filled in. */
export function NameEditor({ user, saving, save }: NameEditorProps) {
  const [editing, setEditing] = useState(false);
  const [firstname, setFirstname] = useState(user.firstname);
  const [lastname, setLastname] = useState(user.lastname);
  const bothFilled = firstname.trim() !== '' && lastname.trim() !== '';

  function toggle(next: boolean) {
    setEditing(next);
    if (!next) {
      setFirstname(user.firstname);
      setLastname(user.lastname);
    }
  }

  async function onSave() {
    if (await save({ firstname: firstname.trim(), lastname: lastname.trim() })) setEditing(false);
  }

  return (
    <EditableSection
      title={t`Personal Information`}
      editing={editing}
      onEditingChange={toggle}
      canSave={bothFilled}
      saving={saving}
      onSave={onSave}
    >
      <TextField
        className={styles.field}
        label={t`First Name`}
        autoComplete="given-name"
        value={firstname}
        onValueChange={setFirstname}
        disabled={!editing}
      />
      <TextField
        className={styles.field}
        label={t`Last Name`}
        autoComplete="family-name"
        value={lastname}
        onValueChange={setLastname}
        disabled={!editing}
      />
    </EditableSection>
  );
}
