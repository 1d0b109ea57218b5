/**
 * Provider states for a deployment reached over HTTP (PACT_PROVIDER_BASE_URL): the states are set up
 * through the API itself, with the storefront's own client, plus the mock server's developer routes
 * when the deployment has them (`POST /dev/reset` before each interaction, `GET /dev/outbox` to read a
 * one-time code). The live hosted API has no developer routes, so there:
 * - the accounts are created by signup on the first run and signed into afterwards, so they must not
 *   have been registered by someone else with another password;
 * - the signup interaction needs an email nobody uses yet, which holds only on the first run;
 * - a one-time code cannot be read (it goes to a real mailbox), so the interactions that send the
 *   right code cannot pass;
 * - the cart is shared by every visitor, so the handlers refuse to empty it.
 * See contracts/README.md.
 */
import { createApiClient } from 'web/api/client';
import type { Product, User } from 'web/api/types';
import { STATE, type Account } from '../states';
import { accountFrom, anotherCode, productIdFrom, type ProviderStates } from './providerStates';
import type { SessionToken } from './verify';

interface SignedIn {
  token: string;
  user: User;
}

const CODE_IN_BODY = /\b(\d{4})\b/;

export function deploymentStates(baseUrl: string, session: SessionToken): ProviderStates {
  const anonymous = createApiClient({ baseUrl });
  const signedInClient = (token: string) => createApiClient({ baseUrl, getToken: () => token });
  /** Unknown until the first reset is tried. */
  let devRoutes: boolean | undefined;

  function requireDevRoutes(what: string): void {
    if (!devRoutes) throw new Error(`${baseUrl} has no developer routes (/dev/outbox): cannot ${what}`);
  }

  /** Signs the account in, or up when it does not exist yet. */
  async function register(account: Account): Promise<SignedIn & { fresh: boolean }> {
    const login = await anonymous.login({ email: account.email, password: account.password });
    if ('token' in login.body && login.body.status && login.body.token && login.body.user) {
      return { token: login.body.token, user: login.body.user, fresh: false };
    }
    const signup = await anonymous.signup(account);
    if ('token' in signup.body && signup.body.status && signup.body.token && signup.body.user) {
      return { token: signup.body.token, user: signup.body.user, fresh: true };
    }
    throw new Error(
      `cannot sign ${account.email} in on ${baseUrl} (login answered ${login.status} ${JSON.stringify(login.body)}, ` +
        `signup ${signup.status} ${JSON.stringify(signup.body)}): if the account exists, give it the password in contracts/src/states.ts`,
    );
  }

  async function codeFromOutbox(email: string): Promise<string> {
    requireDevRoutes(`read the one-time code sent to ${email}`);
    const { body } = await anonymous.readOutbox();
    const message =
      typeof body === 'object' && 'messages' in body
        ? body.messages.find((m) => m.to === email && m.subject === 'Your OTP')
        : undefined;
    const code = message?.body.match(CODE_IN_BODY)?.[1];
    if (!code) throw new Error(`no one-time code for ${email} in the outbox of ${baseUrl}`);
    return code;
  }

  async function sendCode(account: Account): Promise<string> {
    const sent = await anonymous.sendOtp(account.email);
    if (!sent.ok) throw new Error(`send-otp for ${account.email} answered ${sent.status}`);
    return codeFromOutbox(account.email);
  }

  /** A session that may use the cart and the account calls: on the mock server, a login token only
   * works once the login code is verified (a signup token works at once). */
  async function signIn(account: Account): Promise<SignedIn> {
    const registered = await register(account);
    if (!registered.fresh && devRoutes) {
      const code = await sendCode(account);
      await anonymous.verifyOtp(account.email, code);
    }
    session.set(registered.token);
    return registered;
  }

  async function emptyCart({ token, user }: SignedIn): Promise<void> {
    const client = signedInClient(token);
    const cart = await client.getCart();
    const products = 'prods' in cart.body ? (cart.body.prods ?? []) : [];
    if (products.length === 0) return;
    // Accounts without an _id are the hosted API's, whose one cart is shared by every visitor.
    if (!user._id) throw new Error(`the cart on ${baseUrl} is shared by everybody and not empty: not emptying it`);
    for (const product of products) await client.removeFromCart(product._id);
  }

  async function existingProduct(preferredId: string): Promise<Product> {
    const detail = await anonymous.getProductDetail(preferredId);
    if ('prod' in detail.body && detail.body.prod) return detail.body.prod;
    const page = await anonymous.getProductsPage(1, 1);
    const first = 'prod' in page.body ? page.body.prod?.[0] : undefined;
    if (!first) throw new Error(`the catalogue of ${baseUrl} is empty`);
    return first;
  }

  return {
    async beforeEach() {
      if (devRoutes === false) return;
      devRoutes = (await anonymous.resetState()).ok;
    },
    setups: {
      [STATE.catalogue]: async () => undefined,
      [STATE.productExists]: async (params) => ({ productId: (await existingProduct(productIdFrom(params)))._id }),
      [STATE.productMissing]: async (params) => {
        const detail = await anonymous.getProductDetail(productIdFrom(params));
        if ('prod' in detail.body && detail.body.prod)
          throw new Error(`${baseUrl} has a product ${productIdFrom(params)}`);
      },
      [STATE.registeredUser]: async (params) => {
        await register(accountFrom(params));
      },
      [STATE.noAccount]: async (params) => {
        const { email, password } = accountFrom(params);
        const login = await anonymous.login({ email, password });
        if ('status' in login.body && login.body.status)
          throw new Error(`${email} already has an account on ${baseUrl}`);
      },
      [STATE.verifiedUser]: async (params) => {
        const { user } = await signIn(accountFrom(params));
        return user._id ? { userId: user._id } : undefined;
      },
      [STATE.emptyCart]: async (params) => {
        await emptyCart(await signIn(accountFrom(params)));
      },
      [STATE.productInCart]: async (params) => {
        const signedIn = await signIn(accountFrom(params));
        await emptyCart(signedIn);
        const product = await existingProduct(productIdFrom(params));
        await signedInClient(signedIn.token).addToCart(product);
        return { productId: product._id };
      },
      // Its interactions are x-mock-only, left out of a deployment's verification (mockOnly.ts).
      [STATE.orderPlaced]: async () => {
        throw new Error(`${baseUrl} is verified without the mock server's own calls: no order to place`);
      },
      [STATE.codeSent]: async (params) => {
        const account = accountFrom(params);
        await register(account);
        const otp = await sendCode(account);
        return { otp, wrongOtp: anotherCode(otp) };
      },
      [STATE.codeVerified]: async (params) => {
        const account = accountFrom(params);
        await register(account);
        const otp = await sendCode(account);
        await anonymous.verifyOtp(account.email, otp);
        return { otp };
      },
    },
  };
}
