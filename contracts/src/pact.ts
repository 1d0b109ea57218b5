// The one pact between the storefront and its API. Every consumer test file adds interactions to it.
import { PactV4 } from '@pact-foundation/pact';
import { PACT_DIR } from './paths';

export const CONSUMER = 'storefront-web';
export const PROVIDER = 'storefront-api';

export function storefrontPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/** What `withRequest` takes to build a request (Pact does not export the type from its root). */
export type RequestBuilder = NonNullable<
  Parameters<ReturnType<ReturnType<PactV4['addInteraction']>['uponReceiving']>['withRequest']>[2]
>;
