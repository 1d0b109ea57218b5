/**
 * /account/change-password: old, new and confirm passwords for the signed-in shopper's email. The
 * client sends the session token as the bearer token. Cancel goes back to the profile
 * (`/profile` is not a route); success goes to the site root.
 */
import { failureText } from '../../lib/api/failure';
import { msg, t } from '@lingui/core/macro';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PasswordForm, type PasswordFormField } from '../../components/PasswordForm';
import { useChangePasswordMutation } from '../../entities/session/userApi';
import { useCurrentUser } from '../../entities/session/useSession';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

const fields: PasswordFormField<Field>[] = [
  { name: 'oldPassword', label: msg`Old Password`, autoComplete: 'current-password' },
  { name: 'newPassword', label: msg`New Password`, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: msg`Confirm Password`, autoComplete: 'new-password' },
];

export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const email = useCurrentUser()?.email ?? '';
  const [changePassword] = useChangePasswordMutation();

  async function onSubmit(values: Record<Field, string>) {
    try {
      await changePassword({ email, ...values }).unwrap();
    } catch (error) {
      return failureText(error);
    }
    void navigate(paths.home);
    return null;
  }

  return (
    <PasswordForm
      heading={t`Change Password`}
      email={email}
      fields={fields}
      submitLabel={t`Change Password`}
      cancelTo={paths.account.profile}
      onSubmit={onSubmit}
    />
  );
}
