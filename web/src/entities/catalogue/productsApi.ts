// Product reads: the whole catalogue, one page of it, one product (productCalls.ts says how each is read).
import { api } from '../../lib/api';
import { shopApi } from '../../lib/api/shopApi';
import type { Product } from '../../lib/api/types';
import { productCalls } from './productCalls';

const calls = productCalls(api);

export const productsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      queryFn: calls.getProducts,
      providesTags: ['Products'],
    }),
    getProductsPage: build.query<Product[], { page: number; limit: number }>({
      queryFn: calls.getProductsPage,
      providesTags: ['Products'],
    }),
    /** `null` when the API answers `{ prod: null }` (no such product). */
    getProductDetail: build.query<Product | null, string>({
      queryFn: calls.getProductDetail,
      providesTags: (_result, _error, prodId) => [{ type: 'Product', id: prodId }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductsPageQuery, useGetProductDetailQuery } = productsApi;
