import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { User } from '../../lib/api';
import { isTenDigitPhone, messages } from '../../lib/forms/validation';
import { EditableSection } from './EditableSection';
import { ProfileField } from './ProfileField';

interface PhoneEditorProps {
  user: User;
  saving: boolean;
  save: (change: { phone: string }) => Promise<boolean>;
  showMessage: (message: string) => void;
}

/** Mobile Number: exactly 10 digits, otherwise 'Please Enter 10 Digit...'. */
export function PhoneEditor({ user, saving, save, showMessage }: PhoneEditorProps) {
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState(user.phone);

  function toggle(next: boolean) {
    setEditing(next);
    if (!next) setPhone(user.phone);
  }

  async function onSave() {
    const typed = phone.trim();
    if (!isTenDigitPhone(typed)) {
      showMessage(messages.phoneTenDigits);
      return;
    }
    if (await save({ phone: typed })) setEditing(false);
  }

  return (
    <EditableSection
      title={t`Mobile Number`}
      editing={editing}
      onEditingChange={toggle}
      canSave
      saving={saving}
      onSave={onSave}
    >
      <ProfileField
        label={t`Mobile Number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        value={phone}
        onValueChange={setPhone}
        editing={editing}
      />
    </EditableSection>
  );
}
