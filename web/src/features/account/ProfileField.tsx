import type { ComponentProps } from 'react';
import { TextField } from '../../components/TextField';
import styles from './ProfilePage.module.scss';

type ProfileFieldProps = Omit<ComponentProps<typeof TextField>, 'className' | 'disabled'> & { editing: boolean };

/** A field of an EditableSection: sized for the profile, and locked until Edit is pressed. */
export function ProfileField({ editing, ...props }: ProfileFieldProps) {
  return <TextField className={styles.field} disabled={!editing} {...props} />;
}
