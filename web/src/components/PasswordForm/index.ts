export { PasswordForm, PASSWORD_BANNER_MS, type PasswordFormField } from './PasswordForm';
