/**
 * The shop server's own error answers (the upstream failed, timed out or is busy) in the body the
 * failing operation's `default` answer has in openapi.yaml, so the shop reads them as it reads the
 * upstream's own errors. By path, the first prefix that matches.
 */
const families: [prefix: string, body: (msg: string) => object][] = [
  ['/product-api/get-product/', (msg) => ({ prods: null, msg })],
  ['/product-api/', (msg) => ({ prod: null, msg })],
  ['/otp-api/', (message) => ({ success: false, message })],
  ['/send-email', (msg) => ({ msg })],
];

export function errorBody(path: string, msg: string): object {
  const family = families.find(([prefix]) => path.startsWith(prefix));
  return family ? family[1](msg) : { status: false, msg };
}

export const failureMessages = {
  unreachable: 'The shop could not reach its API. Please try again.',
  timeout: 'The shop’s API did not answer in time. Please try again in a minute.',
  busy: 'The shop is busy. Please try again in a few seconds.',
  'too-large': 'The shop’s API sent an answer too large to pass on.',
  'upstream-error': 'The shop’s API failed. Please try again.',
  'not-json': 'The shop’s API sent an answer the shop cannot read.',
  abandoned: 'The request was abandoned.',
} as const;

/** 503 (try again later, with Retry-After) for a time-out or a full queue; 502 for a broken upstream. */
export function failureStatus(reason: keyof typeof failureMessages): 502 | 503 {
  return reason === 'timeout' || reason === 'busy' ? 503 : 502;
}
