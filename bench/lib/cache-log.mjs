// "Stale pages served", as nginx itself counts them: the template's JSON access log names each
// answer's cache status, and a page answered STALE (the cached copy, the shop servers failing or past
// their deadline) or UPDATING (the cached copy while one request refreshes it) is a stale page. Pages
// only: the API's paths and /healthz are left out.
import { accessLogLines } from '../../scripts/lib/nginx.mjs';

const notAPage = /^\/(product-api|cart-api|user-api|otp-api|send-email|order-api|dev|healthz|readyz)(\/|$)/;

/**
 * The pages nginx answered, by cache status ('HIT', 'MISS', 'STALE', 'UPDATING', 'BYPASS', ..., '-'
 * for none), and stale ones (STALE + UPDATING) per minute from `startedAt`.
 */
export function readCacheLog(prefix, startedAt) {
  const lines = accessLogLines(prefix);
  if (!lines) return { logged: false, byStatus: {}, stale: 0, stalePerMinute: [] };
  const byStatus = {};
  const stalePerMinute = [];
  let stale = 0;
  for (const { time, uri, cache } of lines) {
    if (typeof uri !== 'string' || notAPage.test(uri)) continue;
    const status = cache || '-';
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    if (status === 'STALE' || status === 'UPDATING') {
      stale += 1;
      const minute = Math.max(0, Math.floor((Date.parse(time) - startedAt) / 60_000));
      while (stalePerMinute.length <= minute) stalePerMinute.push(0);
      stalePerMinute[minute] += 1;
    }
  }
  return { logged: lines.length > 0, byStatus, stale, stalePerMinute };
}
