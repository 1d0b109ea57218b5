// Product reads: the whole catalogue, one page of it, one product.
import { api } from '../../lib/api';
import { toQueryResult } from '../../lib/api/queryResult';
import { shopApi } from '../../lib/api/shopApi';
import type { Product } from '../../lib/api/types';

export const productsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      queryFn: () =>
        toQueryResult(
          () => api.getProducts(),
          (body) => ('prod' in body && Array.isArray(body.prod) ? body.prod : []),
        ),
      providesTags: ['Products'],
    }),
    getProductsPage: build.query<Product[], { page: number; limit: number }>({
      queryFn: ({ page, limit }) =>
        toQueryResult(
          () => api.getProductsPage(page, limit),
          (body) => ('prod' in body && Array.isArray(body.prod) ? body.prod : []),
        ),
      providesTags: ['Products'],
    }),
    /** `null` when the API answers `{ prod: null }` (no such product). */
    getProductDetail: build.query<Product | null, string>({
      queryFn: (prodId) =>
        toQueryResult(
          () => api.getProductDetail(prodId),
          (body) => ('prod' in body ? (body.prod ?? null) : null),
        ),
      providesTags: (_result, _error, prodId) => [{ type: 'Product', id: prodId }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductsPageQuery, useGetProductDetailQuery } = productsApi;
