// The login screen's texts, kept word for word in English, misspellings included
// (docs/decisions/009-i18n-with-lingui.md): Lingui messages, read in the active language when shown (i18n._).
import { msg } from '@lingui/core/macro';

export const authPanels = {
  login: {
    heading: msg`Login`,
    subheading: msg`Get access to your Order,Wishlist and Recommendation`,
  },
  register: {
    heading: msg`Looks like you\`re new here!`,
    subheading: msg`Singup with your mobile number to get started`,
  },
} as const;

export const authLinks = {
  toRegister: msg`New to Flipkart? Create an account`,
  toLogin: msg`Existing User?Log in`,
  forgotPassword: msg`Forget Password`,
} as const;

export const termsNotice = {
  before: msg`By continuing, you agree to Flipkart\`s `,
  terms: msg`Terms of Use`,
  between: msg` and `,
  privacy: msg`Privacy Policy`,
  after: msg`.`,
} as const;

export const otpTexts = {
  sentTo: msg`Enter the 4 digit code sent to`,
  resend: msg`Resend OTP`,
} as const;
