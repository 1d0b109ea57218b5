import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { storefrontClient } from '../../src/client';
import { EXAMPLE_OTP, EXAMPLE_WRONG_OTP } from '../../src/examples';
import { message } from '../../src/matchers';
import { storefrontPact, type RequestBuilder } from '../../src/pact';
import { SHOPPER, STATE } from '../../src/states';

const { fromProviderState } = MatchersV3;
const pact = storefrontPact();
/** verifyOtp's body, with the code the provider state `key` names (the one sent, or a wrong one). */
const verifyBody =
  (key: 'otp' | 'wrongOtp', example: string): RequestBuilder =>
  (req) =>
    req.jsonBody({ email: SHOPPER.email, otp: fromProviderState(`\${${key}}`, example) });

describe('one-time codes', () => {
  it('sendOtp emails a code', async () => {
    await pact
      .addInteraction()
      .given(STATE.registeredUser, SHOPPER)
      .uponReceiving('a request to send a one-time code')
      .withRequest('POST', '/otp-api/send-otp', (req) => req.jsonBody({ email: SHOPPER.email }))
      .willRespondWith(200, (res) =>
        res.jsonBody({ success: true, message: message(`OTP has been send at ${SHOPPER.email}`) }),
      )
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url).sendOtp(SHOPPER.email);
        expect(body).toEqual({ success: true, message: `OTP has been send at ${SHOPPER.email}` });
      });
  });

  it('verifyOtp accepts the code that was sent', async () => {
    await pact
      .addInteraction()
      .given(STATE.codeSent, SHOPPER)
      .uponReceiving('a check of the code that was sent')
      .withRequest('POST', '/otp-api/verify-otp', verifyBody('otp', EXAMPLE_OTP))
      .willRespondWith(200, (res) => res.jsonBody({ success: true, message: message('OTP verification successful') }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url).verifyOtp(SHOPPER.email, EXAMPLE_OTP);
        expect(body).toEqual({ success: true, message: 'OTP verification successful' });
      });
  });

  it('verifyOtp answers success false for a wrong code', async () => {
    await pact
      .addInteraction()
      .given(STATE.codeSent, SHOPPER)
      .uponReceiving('a check of a wrong code')
      .withRequest('POST', '/otp-api/verify-otp', verifyBody('wrongOtp', EXAMPLE_WRONG_OTP))
      .willRespondWith(200, (res) => res.jsonBody({ success: false, message: message('Invalid OTP') }))
      .executeTest(async (server) => {
        const { ok, body } = await storefrontClient(server.url).verifyOtp(SHOPPER.email, EXAMPLE_WRONG_OTP);
        expect(ok).toBe(true);
        expect(body).toEqual({ success: false, message: 'Invalid OTP' });
      });
  });
});
