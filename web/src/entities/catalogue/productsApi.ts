// Product reads: the whole catalogue, one page of it, one product (productCalls.ts says how each is
// read), each as the shop understands it (knowCatalogue.ts: a hosted product's category and brand).
import { api } from '../../lib/api';
import type { QueryResult } from '../../lib/api/queryResult';
import { shopApi } from '../../lib/api/shopApi';
import type { Product } from '../../lib/api/types';
import { knowCatalogue, knowProduct } from './knowCatalogue';
import { productCalls } from './productCalls';

const calls = productCalls(api);

const known = async <Data>(read: Promise<QueryResult<Data>>, know: (data: Data) => Data) => {
  const result = await read;
  return 'data' in result ? { data: know(result.data) } : result;
};

export const productsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      queryFn: () => known(calls.getProducts(), knowCatalogue),
      providesTags: ['Products'],
    }),
    getProductsPage: build.query<Product[], { page: number; limit: number }>({
      queryFn: (page) => known(calls.getProductsPage(page), knowCatalogue),
      providesTags: ['Products'],
    }),
    /** `null` when the API answers `{ prod: null }` (no such product). */
    getProductDetail: build.query<Product | null, string>({
      queryFn: (prodId) => known(calls.getProductDetail(prodId), (product) => product && knowProduct(product)),
      providesTags: (_result, _error, prodId) => [{ type: 'Product', id: prodId }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductsPageQuery, useGetProductDetailQuery } = productsApi;
