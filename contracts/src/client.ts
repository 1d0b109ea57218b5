// The storefront's own client, pointed at the Pact mock server: the interactions are recorded from the
// exact requests the shop sends.
import { createApiClient, type ApiClient } from 'web/api/client';

export function storefrontClient(baseUrl: string, token?: string): ApiClient {
  return createApiClient({ baseUrl, getToken: () => token });
}
