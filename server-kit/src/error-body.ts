/**
 * Error answers in the body the failing operation's `default` answer has in openapi.yaml, so the
 * shop reads a server's own errors (400, 404, 429, 503, an upstream that failed) as it reads the
 * operation's. The family is read from the required properties of that `default` answer
 * (api-paths.ts reads it per operation); `errorBody` builds its body.
 */
export type ErrorFamily = 'product' | 'productById' | 'status' | 'message' | 'otp';

export type ErrorBody =
  | { prod: null; msg: string }
  | { prods: null; msg: string }
  | { status: false; msg: string }
  | { msg: string }
  | { success: false; message: string };

/** The family whose body has these required properties, or undefined when none does. */
export function errorFamilyOf(required: readonly string[]): ErrorFamily | undefined {
  if (required.includes('prod')) return 'product';
  if (required.includes('prods')) return 'productById';
  if (required.includes('success')) return 'otp';
  if (required.includes('status')) return 'status';
  if (required.includes('msg')) return 'message';
  return undefined;
}

export function errorBody(family: ErrorFamily, msg: string): ErrorBody {
  switch (family) {
    case 'product':
      return { prod: null, msg };
    case 'productById':
      return { prods: null, msg };
    case 'status':
      return { status: false, msg };
    case 'message':
      return { msg };
    case 'otp':
      return { success: false, message: msg };
  }
}

/** What a server says when the upstream behind it failed, by the failure's name. */
export const failureMessages = {
  unreachable: 'The shop could not reach its API. Please try again.',
  timeout: 'The shop’s API did not answer in time. Please try again in a minute.',
  busy: 'The shop is busy. Please try again in a few seconds.',
  'too-large': 'The shop’s API sent an answer too large to pass on.',
  'upstream-error': 'The shop’s API failed. Please try again.',
  'not-json': 'The shop’s API sent an answer the shop cannot read.',
  abandoned: 'The request was abandoned.',
} as const;

export type Failure = keyof typeof failureMessages;

/** 503 (try again later, with Retry-After) for a time-out or a full line; 502 for a broken upstream. */
export function failureStatus(reason: Failure): 502 | 503 {
  return reason === 'timeout' || reason === 'busy' ? 503 : 502;
}
