// The password forms answer in the hosted API's own way: 200 { msg } when changed, 201 { msg } for a
// form problem, and no `status` field at all.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { storefrontClient } from '../../src/client';
import { EXAMPLE_OTP, EXAMPLE_TOKEN } from '../../src/examples';
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

describe('forgetPassword', () => {
  const reset = (newPassword: string) => ({
    email: SHOPPER.email,
    newPassword,
    confirmPassword: newPassword,
  });

  it('sets a new password once the code sent to the email was verified', async () => {
    await pact
      .addInteraction()
      .given(STATE.codeVerified, SHOPPER)
      .uponReceiving('a password reset with a verified code')
      .withRequest('PUT', '/user-api/forget-password', (req) =>
        req.jsonBody({ user_data: { ...reset(NEW_PASSWORD), otp: fromProviderState('${otp}', EXAMPLE_OTP) } }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ msg: message('User Password Changed...') }))
      .executeTest(async (server) => {
        const { status, body } = await storefrontClient(server.url).forgetPassword({
          ...reset(NEW_PASSWORD),
          otp: EXAMPLE_OTP,
        });
        expect(status).toBe(200);
        expect(body).toEqual({ msg: 'User Password Changed...' });
      });
  });

  it('answers 201 "Please Fill All Field" when a field is empty', async () => {
    await pact
      .addInteraction()
      .given(STATE.codeVerified, SHOPPER)
      .uponReceiving('a password reset with empty passwords')
      .withRequest('PUT', '/user-api/forget-password', (req) =>
        req.jsonBody({ user_data: { ...reset(''), otp: fromProviderState('${otp}', EXAMPLE_OTP) } }),
      )
      .willRespondWith(201, (res) => res.jsonBody({ msg: message('Please Fill All Field') }))
      .executeTest(async (server) => {
        const { status, body } = await storefrontClient(server.url).forgetPassword({ ...reset(''), otp: EXAMPLE_OTP });
        expect(status).toBe(201);
        expect(body).toEqual({ msg: 'Please Fill All Field' });
      });
  });
});

describe('changePassword', () => {
  const change = (oldPassword: string) => ({
    email: SHOPPER.email,
    oldPassword,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });

  it('changes the password of the signed-in account', async () => {
    await pact
      .addInteraction()
      .given(STATE.verifiedUser, SHOPPER)
      .uponReceiving('a password change with the right old password')
      .withRequest('PUT', '/user-api/change-pass', (req) =>
        req.headers(bearer(EXAMPLE_TOKEN)).jsonBody({ user_data: change(SHOPPER.password) }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ msg: message('User Password Changed...') }))
      .executeTest(async (server) => {
        const { status, body } = await storefrontClient(server.url, EXAMPLE_TOKEN).changePassword(
          change(SHOPPER.password),
        );
        expect(status).toBe(200);
        expect(body).toEqual({ msg: 'User Password Changed...' });
      });
  });

  it('answers 201 "Old Password is Wrong..." for a wrong old password', async () => {
    await pact
      .addInteraction()
      .given(STATE.verifiedUser, SHOPPER)
      .uponReceiving('a password change with a wrong old password')
      .withRequest('PUT', '/user-api/change-pass', (req) =>
        req.headers(bearer(EXAMPLE_TOKEN)).jsonBody({ user_data: change('not-the-password') }),
      )
      .willRespondWith(201, (res) => res.jsonBody({ msg: message('Old Password is Wrong...') }))
      .executeTest(async (server) => {
        const { status, body } = await storefrontClient(server.url, EXAMPLE_TOKEN).changePassword(
          change('not-the-password'),
        );
        expect(status).toBe(201);
        expect(body).toEqual({ msg: 'Old Password is Wrong...' });
      });
  });
});
