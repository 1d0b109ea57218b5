// The login screen's texts, word for word from the spec (its spellings included).
export const authPanels = {
  login: {
    heading: 'Login',
    subheading: 'Get access to your Order,Wishlist and Recommendation',
  },
  register: {
    heading: 'Looks like you`re new here!',
    subheading: 'Singup with your mobile number to get started',
  },
} as const;

export const authLinks = {
  toRegister: 'New to Flipkart? Create an account',
  toLogin: 'Existing User?Log in',
  forgotPassword: 'Forget Password',
} as const;

export const termsNotice = {
  before: 'By continuing, you agree to Flipkart`s ',
  terms: 'Terms of Use',
  between: ' and ',
  privacy: 'Privacy Policy',
  after: '.',
} as const;

export const otpTexts = {
  sentTo: 'Enter the 4 digit code sent to',
  resend: 'Resend OTP',
  /** Shown after the code is verified, while the countdown to the home page runs. */
  goingHome: (seconds: number) => `You are logged in. Taking you to the home page in ${seconds} s...`,
} as const;
