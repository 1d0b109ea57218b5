/**
 * Provider states for the mock server running in this process: each interaction starts from
 * `POST /dev/reset` (the seeded state), then the state is built directly in the server's store.
 *
 * The catalogue is generated (the hosted ids of the consumer's examples are not in it), so the
 * product states pick a product that exists, the first of the catalogue unless the example's id is
 * there, and hand its id to the request as `productId`. Tokens, account ids and one-time codes are
 * random per run: the token goes to the request filter, the others are injected the same way.
 */
import type { UserRecord } from 'mock-server/store';
import { EXAMPLE_ADDRESS } from '../examples';
import type { MockServerApp } from './mockServer';
import { STATE, type Account } from '../states';
import { accountFrom, anotherCode, productIdFrom, type ProviderStates } from './providerStates';
import type { SessionToken } from './verify';

export function mockServerStates(app: MockServerApp, session: SessionToken): ProviderStates {
  const { store } = app;

  const register = async (account: Account): Promise<UserRecord> =>
    store.users.findByEmail(account.email) ?? store.users.register(account);

  /** Registered and holding a usable session (as after a verified login code). */
  async function signIn(account: Account): Promise<UserRecord> {
    const user = await register(account);
    session.set(store.sessions.issue(user._id, { verified: true }));
    return user;
  }

  function existingProductId(preferredId: string): string {
    if (store.catalog.has(preferredId)) return preferredId;
    const first = store.catalog.at(0);
    if (!first) throw new Error('the mock catalogue is empty');
    return first._id;
  }

  return {
    async beforeEach() {
      const reset = await app.inject({ method: 'POST', url: '/dev/reset', payload: {} });
      if (reset.statusCode !== 200) throw new Error(`POST /dev/reset answered ${reset.statusCode}`);
    },
    setups: {
      [STATE.catalogue]: async () => {
        if (store.catalog.size === 0) throw new Error('the mock catalogue is empty');
      },
      [STATE.productExists]: async (params) => ({ productId: existingProductId(productIdFrom(params)) }),
      [STATE.productMissing]: async (params) => {
        if (store.catalog.has(productIdFrom(params))) throw new Error(`the catalogue has ${productIdFrom(params)}`);
      },
      [STATE.registeredUser]: async (params) => {
        await register(accountFrom(params));
      },
      [STATE.noAccount]: async (params) => {
        const { email } = accountFrom(params);
        if (store.users.findByEmail(email)) throw new Error(`${email} has an account after the reset`);
      },
      [STATE.verifiedUser]: async (params) => ({ userId: (await signIn(accountFrom(params)))._id }),
      [STATE.emptyCart]: async (params) => {
        await signIn(accountFrom(params));
      },
      [STATE.productInCart]: async (params) => {
        const user = await signIn(accountFrom(params));
        const productId = existingProductId(productIdFrom(params));
        if (store.carts.add(user._id, productId) !== 'added') throw new Error(`could not put ${productId} in the cart`);
        return { productId };
      },
      [STATE.orderPlaced]: async (params) => {
        const user = await signIn(accountFrom(params));
        const product = store.catalog.at(0, 'http://localhost');
        if (!product) throw new Error('the mock catalogue is empty');
        const price = Number(product.content.price.sell_price.replace(/[^0-9]/g, ''));
        const order = store.orders.add(user._id, 'pact-order-placed-key', {
          lines: [
            {
              productId: product._id,
              title: product.content.title,
              image: product.url,
              unitPrice: price,
              quantity: 1,
              warranty: false,
              lineTotal: price,
            },
          ],
          codFee: 0,
          total: price,
          address: EXAMPLE_ADDRESS,
          place: { office: 'Bangalore', district: 'Bangalore', state: 'Karnataka' },
          // Cash on Delivery: confirmed at once, so it can be cancelled and has an invoice.
          payment: { method: 'cod' },
          deliveryDate: '2026-11-23',
        });
        if (!order) throw new Error('could not place an order');
        return { orderId: order.id };
      },
      [STATE.codeSent]: async (params) => {
        const { email } = await register(accountFrom(params));
        const otp = store.otps.issue(email);
        return { otp, wrongOtp: anotherCode(otp) };
      },
      [STATE.codeVerified]: async (params) => {
        const { email } = await register(accountFrom(params));
        const otp = store.otps.issue(email);
        // As verify-otp with no login waiting: the code now proves the address for a password reset.
        if (store.otps.verify(email, otp).result !== 'verified')
          throw new Error(`could not verify a code for ${email}`);
        store.otps.rememberForReset(email, otp);
        return { otp };
      },
    },
  };
}
