import { describe, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { EXAMPLE_OTP, EXAMPLE_WRONG_OTP } from '../../src/examples';
import { runInteraction } from '../../src/interaction';
import { message } from '../../src/matchers';
import { storefrontPact } from '../../src/pact';
import { SHOPPER, STATE } from '../../src/states';

const { fromProviderState } = MatchersV3;
const pact = storefrontPact();
/** The OTP API's answer, `{ success, message }`, and the client reading exactly it. */
const otpAnswer = (success: boolean, text: string) => ({
  response: { status: 200, body: { success, message: message(text) } },
  answers: { success, message: text },
});

describe('one-time codes', () => {
  it('sendOtp emails a code', () =>
    runInteraction(pact, {
      given: [[STATE.registeredUser, SHOPPER]],
      uponReceiving: 'a request to send a one-time code',
      request: { method: 'POST', path: '/otp-api/send-otp', build: (req) => req.jsonBody({ email: SHOPPER.email }) },
      call: (client) => client.sendOtp(SHOPPER.email),
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
      call: (client) => client.verifyOtp(SHOPPER.email, code),
      ...otpAnswer(success, text),
    }),
  );
});
