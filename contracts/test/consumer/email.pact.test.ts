import { describe, expect, it } from 'vitest';
import { storefrontClient } from '../../src/client';
import { message } from '../../src/matchers';
import { storefrontPact } from '../../src/pact';
import { SHOPPER, STATE } from '../../src/states';

const pact = storefrontPact();

describe('email', () => {
  it('sendEmail sends the password-reset link', async () => {
    const options = {
      to: SHOPPER.email,
      subject: 'Reset your password',
      msg: '<a href="http://localhost:8080/reset-password">Reset your password</a>',
    };
    await pact
      .addInteraction()
      .given(STATE.registeredUser, SHOPPER)
      .uponReceiving('a request to email a password-reset link')
      .withRequest('POST', '/send-email', (req) => req.jsonBody({ options }))
      .willRespondWith(200, (res) => res.jsonBody({ status: true, msg: message('Please Check you email...') }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url).sendEmail(options);
        expect(body).toEqual({ status: true, msg: 'Please Check you email...' });
      });
  });
});
