// The cart: read (a failed read is an empty cart, as the spec says), add, remove.
import { api } from './index';
import { toQueryResult } from './queryResult';
import { shopApi } from './shopApi';
import type { Cart, Product } from './types';

const emptyCart: Cart = { status: false, prods: [] };

export const cartApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, void>({
      queryFn: async () => {
        const result = await toQueryResult(
          () => api.getCart(),
          (body) => ({ status: body.status, prods: 'prods' in body && body.prods ? body.prods : [] }),
        );
        return 'data' in result ? result : { data: emptyCart };
      },
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<string, Product>({
      queryFn: (product) =>
        toQueryResult(
          () => api.addToCart(product),
          (body) => body.msg,
          (body) => body.status,
        ),
      invalidatesTags: ['Cart'],
    }),
    removeFromCart: build.mutation<string, string>({
      queryFn: (prodId) =>
        toQueryResult(
          () => api.removeFromCart(prodId),
          (body) => body.msg,
          (body) => body.status,
        ),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartQuery, useAddToCartMutation, useRemoveFromCartMutation } = cartApi;
