// The cart: read (by the rule "Cart fetch failure: silent, empty cart", a refused read is an empty cart), add, remove.
import type { ApiResult } from '../../lib/api/client';
import { api } from '../../lib/api';
import { toQueryResult } from '../../lib/api/queryResult';
import { shopApi } from '../../lib/api/shopApi';
import type { Cart, Product } from '../../lib/api/types';
import { useIsSignedIn } from '../session/useSession';

const emptyCart: Cart = { status: false, prods: [] };

/** An add or a remove: done when the server says `status: true`; its `msg` either way. */
function cartChange(call: () => Promise<ApiResult<{ status: boolean; msg: string }>>) {
  return toQueryResult(
    call,
    (body) => body.msg,
    (body) => body.status,
  );
}

export const cartApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, void>({
      queryFn: async () => {
        const result = await toQueryResult(
          () => api.getCart(),
          (body) => ({ status: body.status, prods: 'prods' in body && body.prods ? body.prods : [] }),
        );
        // Without a connection the read fails instead, so a cart this page already read stays on
        // screen while offline (RTK Query keeps the last data of a failed read).
        if ('error' in result && result.error.status === 'NETWORK') return result;
        return 'data' in result ? result : { data: emptyCart };
      },
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<string, Product>({
      queryFn: (product) => cartChange(() => api.addToCart(product)),
      invalidatesTags: ['Cart'],
    }),
    removeFromCart: build.mutation<string, string>({
      queryFn: (prodId) => cartChange(() => api.removeFromCart(prodId)),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartQuery, useAddToCartMutation, useRemoveFromCartMutation } = cartApi;

/**
 * The signed-in shopper's cart. A visitor has no cart to ask for (our server keeps one per user and
 * would answer 401), so nothing is requested and `data` stays undefined.
 */
export function useShopperCart() {
  const signedIn = useIsSignedIn();
  return { signedIn, ...useGetCartQuery(undefined, { skip: !signedIn }) };
}
