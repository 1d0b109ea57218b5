/**
 * Every message the API sends, in one place. The hosted API's texts are kept word for word, typos
 * included ("Exixts", "loggin", "send at"): clients compare some of them. Texts for the stricter
 * answers of this server (401, 403, 404, 429) are ours.
 */
export const messages = {
  cart: {
    added: 'Successfull added...',
    exists: 'Cart is Already Exixts..',
    removed: 'Successfull removed...',
    unknownProduct: 'No such product in the catalogue',
    notInCart: 'Product is not in the cart',
    tooManyChanges: 'Too many changes to the cart in a short time. Please wait a moment and try again.',
  },
  users: {
    registered: 'User Registered...',
    loggedIn: 'User loggin...',
    badCredentials: 'Invalid username or password...',
    updated: 'User Update',
    deleted: 'Account Deleted',
    passwordChanged: 'User Password Changed...',
    fillAll: 'Please Fill All Field',
    emailInvalid: 'Email is Invalid...',
    emailTaken: 'Email is Already Exists...',
    oldPasswordWrong: 'Old Password is Wrong...',
    passwordMismatch: 'Password is MissMatch...',
    otherAccountDelete: 'You can only delete your own account',
    otherAccountUpdate: 'You can only update your own account',
    otherAccountPassword: 'You can only change your own password',
    // One answer whether or not a code was sent, so it says nothing about the account (and is true for a
    // client written for the hosted API, which never asks for a code).
    resetCodeMissing: 'Please enter the one-time code sent to your email, or request one first if none was sent',
  },
  otp: {
    sent: (email: string) => `OTP has been send at ${email}`,
    verified: 'OTP verification successful',
    invalid: 'Invalid OTP',
    locked: 'Too many wrong codes. Please ask for a new code.',
    loginExpired: 'This sign-in has expired. Please log in again.',
    // The email's own codes (reset, and the hosted wire format's) are bounded per account a day; a
    // sign-in's code is not, so this is what the shopper can still do. Retry-After says how long.
    accountCodesSpent:
      'This account has had as many one-time codes as it may today. Please sign in with your password instead.',
    subject: 'Your OTP',
    body: (code: string) =>
      `Your one-time code is ${code}. It expires in 5 minutes. If you did not ask for it, ignore this email.`,
  },
  email: {
    sent: 'Please Check you email...',
  },
  orders: {
    unknownPincode: (pincode: string) => `No post office in India has the pincode ${pincode}`,
    noSuchOrder: 'No such order',
    cartEmpty: 'Your cart is empty: there is nothing to order.',
    duplicateLine: 'Each product may appear only once in an order; change its quantity instead.',
    notInCart: (title: string) => `Your cart changed: "${title}" is no longer in it. Please check your order again.`,
    priceChanged: (total: string) =>
      `Prices changed since you saw them: the total is now ${total}. Please check your order again.`,
    codNotHere: (pincode: string) => `Cash on Delivery is not offered at ${pincode}. Please pay by UPI.`,
    codOverLimit: (limit: string) => `Cash on Delivery is offered for orders up to ${limit}. Please pay by UPI.`,
    codTotalDiffers: (fee: string, total: string) =>
      `Cash on Delivery adds a fee of ${fee} to this order: the total is ${total}. Please check your order again.`,
    upiDeclined: 'Your UPI payment was declined. No money was taken; try again or pay another way.',
    cancelled: 'Your order is cancelled.',
    cancelledRefund: (amount: string) =>
      `Your order is cancelled. The ${amount} you paid by UPI goes back to your account within 5 to 7 working days.`,
    cancelRefused: {
      pending: 'Your UPI payment for this order is still being confirmed. Please try again in a moment.',
      'not-placed': 'This order did not go through (its UPI payment failed or expired), so there is nothing to cancel.',
      shipped: 'This order has left our warehouse, so it can no longer be cancelled.',
    },
    noInvoice: {
      pending: 'This order has no invoice until its UPI payment is confirmed.',
      'not-placed': 'This order did not go through (its UPI payment failed or expired), so it has no invoice.',
      cancelled: 'A cancelled order has no invoice.',
    },
    tooMany: 'This account holds as many orders as the mock server keeps. POST /dev/reset clears them.',
    tooManyAttempts: 'Too many orders tried in a short time. Please wait a moment and try again.',
  },
  mockSession: {
    devOnly: 'X-Mock-Session is a developer tool, sent only from where /dev answers.',
  },
  dev: {
    reset: 'State reset',
    clockTooFar: 'The clock moves at most 400 days ahead in all; restart the server to start again from now.',
    journalCleared: 'Journal cleared',
    notFound: 'Not found',
    onlyThisMachine: 'Developer routes answer only this machine. Set DEV_ROUTES_FROM to allow other addresses.',
    notThroughProxy:
      'Developer routes do not answer through a proxy or tunnel: call them on this machine directly, or set TRUST_PROXY to the proxy and DEV_ROUTES_FROM to who may call.',
    closedByTrustProxy:
      "Developer routes are closed: TRUST_PROXY=true believes any client's X-Forwarded-For. Set DEV_ROUTES_FROM to the addresses that may call them (or TRUST_PROXY to the proxy's address).",
    hostName: 'Developer routes answer only http://localhost or an IP address, not a domain name.',
    /** On the API's port: where the tools answer instead (DEV_PORT), when the server knows it. */
    ownListener: (devPort: number | undefined) =>
      devPort
        ? `Developer routes answer on their own port, on this machine only: DEV_PORT=${devPort} (for example curl localhost:${devPort}/dev/outbox).`
        : 'Developer routes answer on their own port, on this machine only: DEV_PORT (PORT + 1 unless set).',
    paymentNotPending: (state: string) => `This order’s payment is not pending: it is ${state}.`,
    jsonOnly:
      'Send this request with Content-Type: application/json (for example the body {}), which other web pages cannot send.',
  },
} as const;
