// The login screen's texts, kept word for word in English, misspellings included
// (docs/decisions/009-i18n-with-lingui.md), read in the active language (getters: each read translates).
import { t } from '@lingui/core/macro';
export const authPanels = {
  login: {
    get heading() {
      return t`Login`;
    },
    get subheading() {
      return t`Get access to your Order,Wishlist and Recommendation`;
    },
  },
  register: {
    get heading() {
      return t`Looks like you\`re new here!`;
    },
    get subheading() {
      return t`Singup with your mobile number to get started`;
    },
  },
} as const;

export const authLinks = {
  get toRegister() {
    return t`New to Flipkart? Create an account`;
  },
  get toLogin() {
    return t`Existing User?Log in`;
  },
  get forgotPassword() {
    return t`Forget Password`;
  },
} as const;

export const termsNotice = {
  get before() {
    return t`By continuing, you agree to Flipkart\`s `;
  },
  get terms() {
    return t`Terms of Use`;
  },
  get between() {
    return t` and `;
  },
  get privacy() {
    return t`Privacy Policy`;
  },
  get after() {
    return t`.`;
  },
} as const;

export const otpTexts = {
  get sentTo() {
    return t`Enter the 4 digit code sent to`;
  },
  get resend() {
    return t`Resend OTP`;
  },
  /** Shown after the code is verified, while the countdown to the home page runs. */
  goingHome: (seconds: number) => t`You are logged in. Taking you to the home page in ${seconds} s...`,
} as const;
