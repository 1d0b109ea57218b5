// The cart: read (a refused read is an empty cart), add, remove; cartCalls.ts says how each answer is read.
import { api } from '../../lib/api';
import { shopApi } from '../../lib/api/shopApi';
import type { Cart, Product } from '../../lib/api/types';
import { useIsSignedIn } from '../session/useSession';
import { cartCalls } from './cartCalls';

const calls = cartCalls(api);

export const cartApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, void>({
      queryFn: calls.getCart,
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<string, Product>({
      queryFn: calls.addToCart,
      invalidatesTags: ['Cart'],
    }),
    removeFromCart: build.mutation<string, string>({
      queryFn: calls.removeFromCart,
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
