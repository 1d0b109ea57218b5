/**
 * The form rules of the original shop and their messages, word for word (odd spellings included,
 * e.g. 'Please Fill This Field....'): the shop's screens show exactly these texts, so they are named
 * once here.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const formMessages = {
  fillThisField: msg`Please Fill This Field....`,
  invalidEmail: msg`Enter Valid Email Type....`,
  fillAllFields: msg`Please Fill All Field`,
  passwordMismatch: msg`Password is MissMatch...`,
  otpFourDigits: msg`Please Enter Only 4 Digit OTP`,
  phoneTenDigits: msg`Please Enter 10 Digit...`,
  serverError: msg`Server Error...`,
  genericError: msg`Error`,
  loading: msg`Loading...`,
} as const;

/** Word characters, dots or hyphens, then @, a domain, and a top-level part of at least 2 letters. */
export const EMAIL_PATTERN = /^[\w.-]+@(?:[\w-]+\.)+[A-Za-z]{2,}$/;

/** The forgot-password rule: a message, or null when the address may be submitted. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return i18n._(formMessages.fillThisField);
  return EMAIL_PATTERN.test(email.trim()) ? null : i18n._(formMessages.invalidEmail);
}

/** Reset and change password: every field filled, and the new password typed twice alike. */
export function passwordChangeProblem(
  fields: Record<string, string>,
  newPassword: string,
  confirmPassword: string,
): string | null {
  if (Object.values(fields).some((value) => value.trim() === '')) return i18n._(formMessages.fillAllFields);
  return newPassword === confirmPassword ? null : i18n._(formMessages.passwordMismatch);
}

export function isFourDigitOtp(otp: string): boolean {
  return /^\d{4}$/.test(otp);
}

export function isTenDigitPhone(phone: string): boolean {
  return /^\d{10}$/.test(phone);
}
