/**
 * The cart's calls as the shop understands them, over any client: what cartApi's endpoints run and
 * what the Pact consumer tests drive, so a change in how an answer is read shows in a pact. By the
 * rule "Cart fetch failure: silent, empty cart", a refused read is an empty cart.
 */
import type { ApiClient, ApiResult } from '../../lib/api/client';
import { toQueryResult, type QueryResult } from '../../lib/api/queryResult';
import type { Cart, Product } from '../../lib/api/types';

const emptyCart: Cart = { status: false, prods: [] };

/** An add or a remove: done when the server says `status: true`; its `msg` either way. */
function cartChange(call: () => Promise<ApiResult<{ status: boolean; msg: string }>>) {
  return toQueryResult(
    call,
    (body) => body.msg,
    (body) => body.status,
  );
}

/** The calls over `client`: the shop's endpoints use them over its own client (cartApi.ts). */
export const cartCalls = (client: ApiClient) => ({
  getCart: async (): Promise<QueryResult<Cart>> => {
    const result = await toQueryResult(
      () => client.getCart(),
      (body) => ({ status: body.status, prods: 'prods' in body && body.prods ? body.prods : [] }),
    );
    // Without a connection the read fails instead, so a cart this page already read stays on
    // screen while offline (RTK Query keeps the last data of a failed read).
    if ('error' in result && result.error.status === 'NETWORK') return result;
    return 'data' in result ? result : { data: emptyCart };
  },
  addToCart: (product: Product) => cartChange(() => client.addToCart(product)),
  removeFromCart: (prodId: string) => cartChange(() => client.removeFromCart(prodId)),
});
