/**
 * The form rules of the original shop and their messages, word for word (odd spellings included,
 * e.g. 'Please Fill This Field....'): the shop's screens show exactly these texts, so they are named
 * once here.
 */
import { t } from '@lingui/core/macro';

export const messages = {
  get fillThisField() {
    return t`Please Fill This Field....`;
  },
  get invalidEmail() {
    return t`Enter Valid Email Type....`;
  },
  get fillAllFields() {
    return t`Please Fill All Field`;
  },
  get passwordMismatch() {
    return t`Password is MissMatch...`;
  },
  get otpFourDigits() {
    return t`Please Enter Only 4 Digit OTP`;
  },
  get phoneTenDigits() {
    return t`Please Enter 10 Digit...`;
  },
  get serverError() {
    return t`Server Error...`;
  },
  get genericError() {
    return t`Error`;
  },
  get loading() {
    return t`Loading...`;
  },
} as const;

/** Word characters, dots or hyphens, then @, a domain, and a top-level part of at least 2 letters. */
export const EMAIL_PATTERN = /^[\w.-]+@(?:[\w-]+\.)+[A-Za-z]{2,}$/;

/** The forgot-password rule: a message, or null when the address may be submitted. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return messages.fillThisField;
  return EMAIL_PATTERN.test(email.trim()) ? null : messages.invalidEmail;
}

/** Reset and change password: every field filled, and the new password typed twice alike. */
export function passwordChangeProblem(
  fields: Record<string, string>,
  newPassword: string,
  confirmPassword: string,
): string | null {
  if (Object.values(fields).some((value) => value.trim() === '')) return messages.fillAllFields;
  return newPassword === confirmPassword ? null : messages.passwordMismatch;
}

export function isFourDigitOtp(otp: string): boolean {
  return /^\d{4}$/.test(otp);
}

export function isTenDigitPhone(phone: string): boolean {
  return /^\d{10}$/.test(phone);
}
