// The password-reset email. The link opens /reset-password; the code arrives in its own email.
import { msg } from '@lingui/core/macro';
import type { EmailOptions } from '../../../lib/api';

export const resetEmailSubject = 'Reset your password';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function resetEmail(to: string, resetLink: string): EmailOptions {
  const link = escapeHtml(resetLink);
  return {
    to,
    subject: resetEmailSubject,
    msg:
      `<p>We received a request to reset the password of your account.</p>` +
      `<p><a href="${link}">Reset your password</a> (${link})</p>` +
      `<p>Enter the 4 digit code from the email "Your OTP" on that page. The link works for 2 minutes ` +
      `in the browser where you asked for it.</p>` +
      `<p>If you did not ask for this, you can ignore this email.</p>`,
  };
}

export const forgotPasswordTexts = {
  heading: msg`Forgot Password`,
  intro: msg`Enter the email of your account. We will email you a link and a code to set a new password.`,
  checkEmail: msg`Check your email...`,
} as const;
