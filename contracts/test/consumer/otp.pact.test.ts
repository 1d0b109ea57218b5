import { describe, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { EXAMPLE_OTP, EXAMPLE_WRONG_OTP } from '../../src/examples';
import { userCalls } from '../../../web/src/entities/session/userCalls';
import { runInteraction, type ShopAnswer } from '../../src/interaction';
import { message } from '../../src/matchers';
import { storefrontPact } from '../../src/pact';
import { SHOPPER, STATE } from '../../src/states';

const { fromProviderState } = MatchersV3;
const pact = storefrontPact();
/** The OTP API's answer, `{ success, message }`: the message as data on success, else a failure carrying it. */
const otpAnswer = (success: boolean, text: string): ShopAnswer => ({
  response: { status: 200, body: { success, message: message(text) } },
  gives: success ? { data: text } : { error: { status: 200, msg: text } },
});

describe('one-time codes', () => {
  it('sendOtp emails a code', () =>
    runInteraction(pact, {
      given: [[STATE.registeredUser, SHOPPER]],
      uponReceiving: 'a request to send a one-time code',
      request: { method: 'POST', path: '/otp-api/send-otp', build: (req) => req.jsonBody({ email: SHOPPER.email }) },
      use: (client) => userCalls(client).sendOtp({ email: SHOPPER.email }),
      ...otpAnswer(true, `OTP has been send at ${SHOPPER.email}`),
    }));

  // The provider state injects `otp` (the code it sent) and `wrongOtp` (another code).
  it.each([
    ['accepts the code that was sent', 'otp', EXAMPLE_OTP, true, 'OTP verification successful'],
    ['answers success false for a wrong code', 'wrongOtp', EXAMPLE_WRONG_OTP, false, 'Invalid OTP'],
  ] as const)('verifyOtp %s', (_outcome, key, code, success, text) =>
    runInteraction(pact, {
      given: [[STATE.codeSent, SHOPPER]],
      uponReceiving: key === 'otp' ? 'a check of the code that was sent' : 'a check of a wrong code',
      request: {
        method: 'POST',
        path: '/otp-api/verify-otp',
        build: (req) => req.jsonBody({ email: SHOPPER.email, otp: fromProviderState(`\${${key}}`, code) }),
      },
      use: (client) => userCalls(client).verifyOtp({ email: SHOPPER.email, otp: code }),
      ...otpAnswer(success, text),
    }),
  );
});
