/**
 * One editable block of the profile, on the form model (hooks/useForm): its fields start from the
 * signed-in user, Cancel puts them back, and SAVE sends the trimmed values when the block's rule
 * lets it (`problemOf` names what is wrong in the page's message; `ready` keeps SAVE off).
 */
import { useState, type InputHTMLAttributes } from 'react';
import { useForm } from '../../hooks/useForm';
import type { User } from '../../lib/api';
import { EditableSection } from './EditableSection';
import { ProfileField } from './ProfileField';

type EditableKey = 'firstname' | 'lastname' | 'phone';

export interface ProfileEditorField<Key extends EditableKey> {
  key: Key;
  label: string;
  autoComplete: string;
  type?: 'tel';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

interface ProfileEditorProps<Key extends EditableKey> {
  title: string;
  fields: ProfileEditorField<Key>[];
  user: User;
  saving: boolean;
  save: (change: Record<Key, string>) => Promise<boolean>;
  /** SAVE is on only while this holds (default: always). */
  ready?: (values: Record<Key, string>) => boolean;
  /** A rule checked on SAVE: its message goes to the page (`showMessage`), and nothing is sent. */
  problemOf?: (values: Record<Key, string>) => string | null;
  showMessage?: (message: string) => void;
}

export function ProfileEditor<Key extends EditableKey>({
  title,
  fields,
  user,
  saving,
  save,
  ready = () => true,
  problemOf = () => null,
  showMessage,
}: ProfileEditorProps<Key>) {
  const fromUser = () => Object.fromEntries(fields.map(({ key }) => [key, user[key]])) as Record<Key, string>;
  const form = useForm({ initial: fromUser });
  const [editing, setEditing] = useState(false);
  const trimmed = () =>
    Object.fromEntries(fields.map(({ key }) => [key, form.values[key].trim()])) as Record<Key, string>;

  function toggle(next: boolean) {
    setEditing(next);
    if (!next) form.setValues(fromUser());
  }

  async function onSave() {
    const change = trimmed();
    const problem = problemOf(change);
    if (problem) {
      showMessage?.(problem);
      return;
    }
    if (await save(change)) setEditing(false);
  }

  return (
    <EditableSection
      title={title}
      editing={editing}
      onEditingChange={toggle}
      canSave={ready(trimmed())}
      saving={saving}
      onSave={() => void onSave()}
    >
      {fields.map(({ key, ...field }) => (
        <ProfileField
          key={key}
          {...field}
          value={form.values[key]}
          onValueChange={form.update(key)}
          editing={editing}
        />
      ))}
    </EditableSection>
  );
}
