import { msg } from '@lingui/core/macro';

export const profileTexts = {
  changePassword: msg`Change Password`,
  emailTitle: msg`Email Address`,
  deletedTitle: msg`Account deleted`,
} as const;
