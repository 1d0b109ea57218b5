/**
 * The server's pincode check (openapi.yaml checkPincode, the mock server's own call): the place,
 * whether an order can go there, by when, and whether Cash on Delivery is offered. The hosted API
 * has no such call: with VITE_API_BASE_URL set nothing is asked, and the shop checks only that a
 * pincode has six digits.
 */
import { failureText } from '../../lib/api/failure';
import { t } from '@lingui/core/macro';
import { config } from '../../lib/config';
import { api } from '../../lib/api';
import { toQueryResult } from '../../lib/api/queryResult';
import { shopApi } from '../../lib/api/shopApi';
import type { PincodeCheck } from '../../lib/api/types';
import { pincodeProblem } from './pincodeProblem';

export const pincodeApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    checkPincode: build.query<PincodeCheck, string>({
      queryFn: (pincode) =>
        toQueryResult(
          () => api.checkPincode(pincode),
          (body) => body as PincodeCheck,
          (body) => body.status,
        ),
      // A pincode's answer holds a date: a fresh one each new day the screen is opened.
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useCheckPincodeQuery, useLazyCheckPincodeQuery } = pincodeApi;

/** False against the hosted API (VITE_API_BASE_URL set), which cannot check a pincode. */
export const pincodeCheckOffered = config.apiBaseUrl === '';

/** Why a pincode check gave no answer, for the shopper: the server's own words, or that we are offline. */
export function pincodeFailureText(error: unknown): string {
  return failureText(error, {
    offline: t`You are offline, so we could not check this pincode. Please try again when you are back online.`,
  });
}

/**
 * Asks whether an order can go to a pincode: resolves to why not (the rule, the server's refusal,
 * being offline), or null when it can. `checking` is true while the server is asked.
 */
export function useDeliveryRefusal() {
  const [checkPincode, { isFetching }] = useLazyCheckPincodeQuery();
  async function refusalOf(pincode: string): Promise<string | null> {
    const invalid = pincodeProblem(pincode);
    if (invalid) return invalid;
    const result = await checkPincode(pincode, true);
    if (result.error) return pincodeFailureText(result.error);
    if (!result.data?.serviceable) return result.data?.msg ?? t`We do not deliver to ${pincode} yet.`;
    return null;
  }
  return { refusalOf, checking: isFetching };
}
