import { describe, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { EXAMPLE_TOKEN, EXAMPLE_USER_ID } from '../../src/examples';
import { userCalls } from '../../../web/src/entities/session/userCalls';
import { runInteraction, told, type InteractionSpec, type ShopAnswer, type ShopCall } from '../../src/interaction';
import { bearer, signedInLike } from '../../src/matchers';
import { storefrontPact } from '../../src/pact';
import { NEW_SHOPPER, SHOPPER, STATE, type Account, type StateName } from '../../src/states';

const { fromProviderState } = MatchersV3;
const pact = storefrontPact();

/** Signed in: the shop keeps the token and the account's public fields as its `Credentials`. */
const signedIn = (account: Account, msg: string): ShopAnswer => ({
  response: { status: 200, body: signedInLike(account, msg) },
  gives: { data: { msg, token: EXAMPLE_TOKEN, user: { email: account.email } } },
});

/** The signup form sent for `account`, with the provider state `given` holding for it. */
const signup = (given: StateName, account: Account, uponReceiving: string, answer: ShopAnswer): InteractionSpec => ({
  given: [[given, account]],
  uponReceiving,
  request: { method: 'POST', path: '/user-api/signup', build: (req) => req.jsonBody({ user_data: account }) },
  use: (client) => userCalls(client).signup(account),
  ...answer,
});

/** The registered shopper signing in with `password`. */
const login = (password: string, uponReceiving: string, answer: ShopAnswer): InteractionSpec => {
  const credentials = { email: SHOPPER.email, password };
  return {
    given: [[STATE.registeredUser, SHOPPER]],
    uponReceiving,
    request: { method: 'POST', path: '/user-api/login', build: (req) => req.jsonBody({ user_data: credentials }) },
    use: (client) => userCalls(client).login(credentials),
    ...answer,
  };
};

/** A change the signed-in shopper makes to their own account, answered `{ status: true, msg }`. */
const ownAccount = (
  uponReceiving: string,
  request: InteractionSpec['request'],
  use: ShopCall['use'],
  msg: string,
): InteractionSpec => ({
  token: EXAMPLE_TOKEN,
  given: [[STATE.verifiedUser, SHOPPER]],
  uponReceiving,
  request,
  use,
  ...told(true, msg),
});

describe('users', () => {
  it('signup registers a new account and answers a token that works at once', () =>
    runInteraction(
      pact,
      signup(
        STATE.noAccount,
        NEW_SHOPPER,
        'a signup with an email nobody uses',
        signedIn(NEW_SHOPPER, 'User Registered...'),
      ),
    ));

  it('signup with a taken email answers status false with a message', () =>
    runInteraction(
      pact,
      signup(
        STATE.registeredUser,
        SHOPPER,
        'a signup with an email that is already taken',
        told(false, 'Email is Already Exists...'),
      ),
    ));

  it('login with the right password answers a token and the user', () =>
    runInteraction(
      pact,
      login(SHOPPER.password, 'a login with the right password', signedIn(SHOPPER, 'User loggin...')),
    ));

  it('login with a wrong password answers status false with a message', () =>
    runInteraction(
      pact,
      login('not-the-password', 'a login with a wrong password', told(false, 'Invalid username or password...')),
    ));

  it('updateUser saves the name and phone of the signed-in account', () => {
    const userData = { firstname: 'Asha', lastname: 'Rao', phone: '9000000001', email: SHOPPER.email };
    return runInteraction(
      pact,
      ownAccount(
        'a profile update from the signed-in user',
        {
          method: 'PUT',
          path: '/user-api/update',
          build: (req) => req.headers(bearer(EXAMPLE_TOKEN)).jsonBody({ user_data: userData }),
        },
        (client) => userCalls(client).updateUser(userData),
        'User Update',
      ),
    );
  });

  it('deleteUser deletes the signed-in account', () =>
    runInteraction(
      pact,
      ownAccount(
        'a request from the signed-in user to delete their account',
        {
          method: 'DELETE',
          path: fromProviderState('/user-api/delete/${userId}', `/user-api/delete/${EXAMPLE_USER_ID}`),
          build: (req) => req.headers(bearer(EXAMPLE_TOKEN)),
        },
        (client) => userCalls(client).deleteUser(EXAMPLE_USER_ID),
        'Account Deleted',
      ),
    ));
});
