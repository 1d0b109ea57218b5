export const profileTexts = {
  changePassword: 'Change Password',
  emailTitle: 'Email Address',
  deletedTitle: 'Account deleted',
} as const;
