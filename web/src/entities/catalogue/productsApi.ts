// Product reads: the whole catalogue, one page of it, one product (productCalls.ts says how each is
// read), each as the shop understands it (knowCatalogue.ts: a hosted product's category and brand).
// knowCatalogue is fetched beside the first read, not with the entry script.
import { api } from '../../lib/api';
import type { QueryResult } from '../../lib/api/queryResult';
import { shopApi } from '../../lib/api/shopApi';
import type { Product } from '../../lib/api/types';
import { productCalls } from './productCalls';

const calls = productCalls(api);

type Knowledge = typeof import('./knowCatalogue');

async function known<Data>(
  read: Promise<QueryResult<Data>>,
  know: (knowledge: Knowledge, data: Data) => Data,
): Promise<QueryResult<Data>> {
  const [result, knowledge] = await Promise.all([read, import('./knowCatalogue')]);
  return 'data' in result ? { data: know(knowledge, result.data) } : result;
}

export const productsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      queryFn: () => known(calls.getProducts(), (knowledge, products) => knowledge.knowCatalogue(products)),
      providesTags: ['Products'],
    }),
    getProductsPage: build.query<Product[], { page: number; limit: number }>({
      queryFn: (page) => known(calls.getProductsPage(page), (knowledge, products) => knowledge.knowCatalogue(products)),
      providesTags: ['Products'],
    }),
    /** `null` when the API answers `{ prod: null }` (no such product). */
    getProductDetail: build.query<Product | null, string>({
      queryFn: (prodId) =>
        known(calls.getProductDetail(prodId), (knowledge, product) => product && knowledge.knowProduct(product)),
      providesTags: (_result, _error, prodId) => [{ type: 'Product', id: prodId }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductsPageQuery, useGetProductDetailQuery } = productsApi;
