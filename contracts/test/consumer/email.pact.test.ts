import { describe, it } from 'vitest';
import { userCalls } from '../../../web/src/entities/session/userCalls';
import { runInteraction, told } from '../../src/interaction';
import { storefrontPact } from '../../src/pact';
import { SHOPPER, STATE } from '../../src/states';

const pact = storefrontPact();

describe('email', () => {
  it('sendEmail sends the password-reset link', () => {
    const options = {
      to: SHOPPER.email,
      subject: 'Reset your password',
      msg: '<a href="http://localhost:8080/reset-password">Reset your password</a>',
    };
    return runInteraction(pact, {
      given: [[STATE.registeredUser, SHOPPER]],
      uponReceiving: 'a request to email a password-reset link',
      request: { method: 'POST', path: '/send-email', build: (req) => req.jsonBody({ options }) },
      use: (client) => userCalls(client).sendEmail(options),
      ...told(true, 'Please Check you email...'),
    });
  });
});
