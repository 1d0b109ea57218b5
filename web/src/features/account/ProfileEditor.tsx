import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { User } from '../../lib/api';
import { EditableSection } from './EditableSection';
import { ProfileField } from './ProfileField';

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
      <ProfileField
        label={t`First Name`}
        autoComplete="given-name"
        value={firstname}
        onValueChange={setFirstname}
        editing={editing}
      />
      <ProfileField
        label={t`Last Name`}
        autoComplete="family-name"
        value={lastname}
        onValueChange={setLastname}
        editing={editing}
      />
    </EditableSection>
  );
}
