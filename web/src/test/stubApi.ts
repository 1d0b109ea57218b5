/**
 * Answers the app's API client in tests without a server: each helper replaces one operation of
 * `api` (the instance every RTK Query endpoint calls) and restores it when the test ends.
 */
import { onTestFinished, vi } from 'vitest';
import { api, type ApiClient, type Product } from '../lib/api';

type Operation = keyof ApiClient;
type BodyOf<Op extends Operation> = Awaited<ReturnType<ApiClient[Op]>>['body'];

/** Makes `op` resolve to `body` with `status` (200 by default). Returns the spy to inspect calls. */
export function answer<Op extends Operation>(op: Op, body: BodyOf<Op>, status = 200) {
  const spy = vi.spyOn(api, op) as unknown as ReturnType<typeof vi.fn>;
  spy.mockResolvedValue({ ok: status >= 200 && status < 300, status, body });
  onTestFinished(() => spy.mockRestore());
  return spy;
}

/** Makes `op` reject, as a network failure does. */
export function failNetwork(op: Operation) {
  const spy = vi.spyOn(api, op) as unknown as ReturnType<typeof vi.fn>;
  spy.mockRejectedValue(new TypeError('Failed to fetch'));
  onTestFinished(() => spy.mockRestore());
  return spy;
}

/** Makes `op` never settle, to see a screen's loading state. */
export function hang(op: Operation) {
  const spy = vi.spyOn(api, op) as unknown as ReturnType<typeof vi.fn>;
  spy.mockReturnValue(new Promise(() => undefined));
  onTestFinished(() => spy.mockRestore());
  return spy;
}

/**
 * Answers the catalogue calls from `products`: the whole list, and its pages as the API slices them.
 * Returns the whole-list spy (the calls that must wait for a search or an idle moment).
 */
export function answerProducts(products: Product[]) {
  const pages = vi.spyOn(api, 'getProductsPage');
  pages.mockImplementation((page, limit) =>
    Promise.resolve({ ok: true, status: 200, body: { prod: products.slice((page - 1) * limit, page * limit) } }),
  );
  onTestFinished(() => pages.mockRestore());
  return answer('getProducts', { prod: products });
}

export function answerProductDetail(product: Product | null) {
  return answer('getProductDetail', { prod: product });
}

export function answerCart(prods: Product[]) {
  return answer('getCart', { status: true, prods });
}
