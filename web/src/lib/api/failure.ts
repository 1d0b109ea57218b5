/**
 * The one way to read a failed call and say it to the shopper. Every endpoint's error is an
 * `ApiFailure` (shopApi's typed base query); RTK Query's hooks also type it as a SerializedError
 * (an exception inside a queryFn, a bug), which `apiFailureOf` reads as a failure with no answer.
 */
import { t } from '@lingui/core/macro';
import { serverMessage } from '../i18n/serverMessages';
import type { ApiFailure } from './shopApi';

function isApiFailure(error: unknown): error is ApiFailure {
  if (!error || typeof error !== 'object') return false;
  const { status, msg } = error as Record<string, unknown>;
  return (typeof status === 'number' || status === 'NETWORK') && typeof msg === 'string';
}

/** A hook's or a mutation's error as an ApiFailure (undefined when there is none). */
export function apiFailureOf(error: unknown): ApiFailure | undefined {
  if (error === undefined || error === null) return undefined;
  return isApiFailure(error) ? error : { status: 'NETWORK', msg: '' };
}

/**
 * A failure in the shopper's words: the server's message (translated where the shop knows it);
 * `offline` when no answer came (what that means where it happened: a payment, a pincode check);
 * `fallback` (the spec's 'Error') when the server said nothing.
 */
export function failureText(
  error: unknown,
  { offline, fallback }: { offline?: string; fallback?: string } = {},
): string {
  const failure = apiFailureOf(error);
  if (failure?.status === 'NETWORK' && offline) return offline;
  return (failure?.msg && serverMessage(failure.msg)) || (fallback ?? t`Error`);
}
