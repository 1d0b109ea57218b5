/**
 * What may be kept or printed about a request (the journal at /dev/requests, the log line): a
 * query value can be a code, a PIN, a signature or a token under any name (`pin`, `pw`, `sig`,
 * `jwt`...), so every value is redacted and only the names stay; a URL is cut at 2 KB so that one
 * client cannot fill the journal or the log with a 16 KB query; an authorization header keeps its
 * scheme only when it is a scheme we know, so `secret-token Bearer` shows nothing of the secret.
 */

/** The longest URL kept (path and query): longer ones are cut and end with `cutMark`. */
export const maxKeptUrlLength = 2048;
export const cutMark = '…[cut]';
export const redacted = '[redacted]';

/** The path and the query's names, each value `[redacted]`, cut at `maxKeptUrlLength`. */
export function redactedUrl(url: string): string {
  // Cut first, redact after: a value the cut splits is still redacted as a whole.
  const cut = url.length > maxKeptUrlLength;
  const kept = cut ? url.slice(0, maxKeptUrlLength) : url;
  const at = kept.indexOf('?');
  const redactedKept =
    at < 0
      ? kept
      : `${kept.slice(0, at)}?${kept
          .slice(at + 1)
          .split('&')
          .map((pair) => {
            const eq = pair.indexOf('=');
            return eq < 0 ? pair : `${pair.slice(0, eq)}=${redacted}`;
          })
          .join('&')}`;
  return cut ? `${redactedKept}${cutMark}` : redactedKept;
}

/** Authorization schemes shown by name (RFC 9110's registry, the common ones); any other is not shown. */
const knownSchemes = ['Basic', 'Bearer', 'Digest', 'DPoP', 'Negotiate'];

/** "Bearer abc..." -> "Bearer [redacted]"; an unknown scheme, or no scheme, -> "[redacted]". */
export function redactedAuthorization(value: string): string {
  const word = /^\s*(\S+)\s/.exec(value)?.[1]?.toLowerCase();
  const scheme = knownSchemes.find((known) => known.toLowerCase() === word);
  return scheme ? `${scheme} ${redacted}` : redacted;
}
