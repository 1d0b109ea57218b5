// The password forms answer in the hosted API's own way: 200 { msg } when changed, 201 { msg } for a
// form problem, and no `status` field at all.
import { describe, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { EXAMPLE_OTP, EXAMPLE_TOKEN } from '../../src/examples';
import { userCalls } from '../../../web/src/entities/session/userCalls';
import { runInteraction, type ShopAnswer } from '../../src/interaction';
import { bearer, message } from '../../src/matchers';
import { storefrontPact } from '../../src/pact';
import { SHOPPER, STATE } from '../../src/states';

const { fromProviderState } = MatchersV3;
const pact = storefrontPact();
/**
 * The "new" password is the account's own: a deployment without /dev/reset (the live hosted API)
 * keeps its accounts between runs, and the next run must still be able to sign in.
 */
const NEW_PASSWORD = SHOPPER.password;
/** The form's answer `{ msg }` with its HTTP status: changed on a 200, a form problem (the message) on a 201. */
const passwordAnswer = (status: 200 | 201, msg: string): ShopAnswer => ({
  response: { status, body: { msg: message(msg) } },
  gives: status === 200 ? { data: msg } : { error: { status, msg } },
});

describe('forgetPassword', () => {
  const reset = (newPassword: string) => ({ email: SHOPPER.email, newPassword, confirmPassword: newPassword });

  it.each([
    ['a verified code', NEW_PASSWORD, 200, 'User Password Changed...'],
    ['empty passwords', '', 201, 'Please Fill All Field'],
  ] as const)('a reset with %s answers %i "%s"', (given, newPassword, status, msg) =>
    runInteraction(pact, {
      given: [[STATE.codeVerified, SHOPPER]],
      uponReceiving: `a password reset with ${given}`,
      request: {
        method: 'PUT',
        path: '/user-api/forget-password',
        build: (req) =>
          req.jsonBody({ user_data: { ...reset(newPassword), otp: fromProviderState('${otp}', EXAMPLE_OTP) } }),
      },
      use: (client) => userCalls(client).forgetPassword({ ...reset(newPassword), otp: EXAMPLE_OTP }),
      ...passwordAnswer(status, msg),
    }),
  );
});

describe('changePassword', () => {
  const change = (oldPassword: string) => ({
    email: SHOPPER.email,
    oldPassword,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });

  it.each([
    ['the right', SHOPPER.password, 200, 'User Password Changed...'],
    ['a wrong', 'not-the-password', 201, 'Old Password is Wrong...'],
  ] as const)('a change with %s old password answers %i "%s"', (which, oldPassword, status, msg) =>
    runInteraction(pact, {
      token: EXAMPLE_TOKEN,
      given: [[STATE.verifiedUser, SHOPPER]],
      uponReceiving: `a password change with ${which} old password`,
      request: {
        method: 'PUT',
        path: '/user-api/change-pass',
        build: (req) => req.headers(bearer(EXAMPLE_TOKEN)).jsonBody({ user_data: change(oldPassword) }),
      },
      use: (client) => userCalls(client).changePassword(change(oldPassword)),
      ...passwordAnswer(status, msg),
    }),
  );
});
