/**
 * The checkout calls of issue 51 that the shop's own client (web/src/lib/api/client.ts) does not
 * make yet: its screens will add them there. Until then the pacts drive them with fetch and read
 * the answer as the client does (`{ ok, status, body }`). A call moves to the client's `call` when
 * a screen makes it.
 */
import type { ApiResult } from 'web/api/client';

export function checkoutCalls(baseUrl: string, token?: string) {
  const send = async (method: 'GET' | 'POST', path: string, body?: object): Promise<ApiResult<unknown>> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { ok: response.ok, status: response.status, body: await response.json() };
  };
  return {
    getCheckoutTerms: () => send('GET', '/order-api/checkout-terms'),
    cancelOrder: (orderId: string) => send('POST', `/order-api/orders/${orderId}/cancel`, {}),
    getInvoice: (orderId: string) => send('GET', `/order-api/orders/${orderId}/invoice`),
  };
}
