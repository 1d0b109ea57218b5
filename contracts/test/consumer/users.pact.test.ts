import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { storefrontClient } from '../../src/client';
import { EXAMPLE_TOKEN, EXAMPLE_USER_ID } from '../../src/examples';
import { bearer, message, signedInLike } from '../../src/matchers';
import { storefrontPact } from '../../src/pact';
import { NEW_SHOPPER, SHOPPER, STATE } from '../../src/states';

const { fromProviderState } = MatchersV3;
const pact = storefrontPact();

describe('users', () => {
  it('signup registers a new account and answers a token that works at once', async () => {
    await pact
      .addInteraction()
      .given(STATE.noAccount, NEW_SHOPPER)
      .uponReceiving('a signup with an email nobody uses')
      .withRequest('POST', '/user-api/signup', (req) => req.jsonBody({ user_data: NEW_SHOPPER }))
      .willRespondWith(200, (res) => res.jsonBody(signedInLike(NEW_SHOPPER, 'User Registered...')))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url).signup(NEW_SHOPPER);
        expect(body).toMatchObject({ status: true, token: EXAMPLE_TOKEN, user: { email: NEW_SHOPPER.email } });
      });
  });

  it('signup with a taken email answers status false with a message', async () => {
    await pact
      .addInteraction()
      .given(STATE.registeredUser, SHOPPER)
      .uponReceiving('a signup with an email that is already taken')
      .withRequest('POST', '/user-api/signup', (req) => req.jsonBody({ user_data: SHOPPER }))
      .willRespondWith(200, (res) => res.jsonBody({ status: false, msg: message('Email is Already Exists...') }))
      .executeTest(async (server) => {
        const { ok, body } = await storefrontClient(server.url).signup(SHOPPER);
        expect(ok).toBe(true);
        expect(body).toEqual({ status: false, msg: 'Email is Already Exists...' });
      });
  });

  it('login with the right password answers a token and the user', async () => {
    const credentials = { email: SHOPPER.email, password: SHOPPER.password };
    await pact
      .addInteraction()
      .given(STATE.registeredUser, SHOPPER)
      .uponReceiving('a login with the right password')
      .withRequest('POST', '/user-api/login', (req) => req.jsonBody({ user_data: credentials }))
      .willRespondWith(200, (res) => res.jsonBody(signedInLike(SHOPPER, 'User loggin...')))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url).login(credentials);
        expect(body).toMatchObject({ status: true, token: EXAMPLE_TOKEN, user: { email: SHOPPER.email } });
      });
  });

  it('login with a wrong password answers status false with a message', async () => {
    const credentials = { email: SHOPPER.email, password: 'not-the-password' };
    await pact
      .addInteraction()
      .given(STATE.registeredUser, SHOPPER)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/user-api/login', (req) => req.jsonBody({ user_data: credentials }))
      .willRespondWith(200, (res) => res.jsonBody({ status: false, msg: message('Invalid username or password...') }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url).login(credentials);
        expect(body).toEqual({ status: false, msg: 'Invalid username or password...' });
      });
  });

  it('updateUser saves the name and phone of the signed-in account', async () => {
    const userData = { firstname: 'Asha', lastname: 'Rao', phone: '9000000001', email: SHOPPER.email };
    await pact
      .addInteraction()
      .given(STATE.verifiedUser, SHOPPER)
      .uponReceiving('a profile update from the signed-in user')
      .withRequest('PUT', '/user-api/update', (req) =>
        req.headers(bearer(EXAMPLE_TOKEN)).jsonBody({ user_data: userData }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ status: true, msg: message('User Update') }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url, EXAMPLE_TOKEN).updateUser(userData);
        expect(body).toEqual({ status: true, msg: 'User Update' });
      });
  });

  it('deleteUser deletes the signed-in account', async () => {
    await pact
      .addInteraction()
      .given(STATE.verifiedUser, SHOPPER)
      .uponReceiving('a request from the signed-in user to delete their account')
      .withRequest(
        'DELETE',
        fromProviderState('/user-api/delete/${userId}', `/user-api/delete/${EXAMPLE_USER_ID}`),
        (req) => req.headers(bearer(EXAMPLE_TOKEN)),
      )
      .willRespondWith(200, (res) => res.jsonBody({ status: true, msg: message('Account Deleted') }))
      .executeTest(async (server) => {
        const { body } = await storefrontClient(server.url, EXAMPLE_TOKEN).deleteUser(EXAMPLE_USER_ID);
        expect(body).toEqual({ status: true, msg: 'Account Deleted' });
      });
  });
});
