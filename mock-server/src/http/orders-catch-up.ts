/**
 * Before any signed-in call, the account's orders catch up with the clock (store/orders.ts): a UPI
 * payment that settled since is recorded, and one that failed or expired has put its products back
 * in the cart. So the cart, the orders and the payment a shop polls agree whichever it reads first.
 */
import fp from 'fastify-plugin';
import { accountOf } from './auth.js';
import { addRouteHook } from './route-hooks.js';

export const ordersCatchUpPlugin = fp(
  async (app) => {
    // Added after auth's hook, so it runs after the account is known (a 401 ends the request before).
    addRouteHook(app, 'onRequest', ({ auth }) => {
      if (!auth) return undefined;
      return (request, _reply, done) => {
        request.store.orders.catchUp(accountOf(request));
        done();
      };
    });
  },
  { name: 'orders-catch-up', dependencies: ['auth'] },
);
