import { t } from '@lingui/core/macro';

export const profileTexts = {
  get changePassword() {
    return t`Change Password`;
  },
  get emailTitle() {
    return t`Email Address`;
  },
  get deletedTitle() {
    return t`Account deleted`;
  },
} as const;
