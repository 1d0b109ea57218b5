/**
 * Product reads as the shop understands them, over any client: what productsApi's endpoints run
 * (with the shop's own client) and what the Pact consumer tests drive (contracts/test/consumer), so
 * the pacts record what these functions send and check what they make of the answers.
 */
import type { ApiClient } from '../../lib/api/client';
import { toQueryResult, type QueryResult } from '../../lib/api/queryResult';
import type { Product } from '../../lib/api/types';

const listOf = (body: object): Product[] =>
  'prod' in body && Array.isArray(body.prod) ? (body.prod as Product[]) : [];

/** The reads over `client`: the shop's endpoints use them over its own client (productsApi.ts). */
export const productCalls = (client: ApiClient) => ({
  getProducts: (): Promise<QueryResult<Product[]>> => toQueryResult(() => client.getProducts(), listOf),
  getProductsPage: ({ page, limit }: { page: number; limit: number }) =>
    toQueryResult(() => client.getProductsPage(page, limit), listOf),
  /** `null` when the API answers `{ prod: null }` (no such product). */
  getProductDetail: (prodId: string): Promise<QueryResult<Product | null>> =>
    toQueryResult(
      () => client.getProductDetail(prodId),
      (body) => ('prod' in body ? (body.prod ?? null) : null),
    ),
});
