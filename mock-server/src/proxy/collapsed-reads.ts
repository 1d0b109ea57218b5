/**
 * Collapsed reads (what Varnish, Fastly and nginx's proxy_cache_lock call request collapsing): a GET
 * or HEAD identical to one already on its way to the upstream waits for that call's answer instead
 * of sending its own. Identical means the same method, URL and forwarded headers, so the same
 * credential and the same client (X-Forwarded-For): one account's cart is never another's answer.
 * Nothing is kept once the call is answered: this is no cache, an answer only serves the calls
 * that arrived while it was being fetched, and any of them could have been answered by it.
 *
 * A write ends collapsing for whatever is in flight, both when it is sent and when it is answered:
 * a read that starts after a write was answered always makes its own call, so a shop that adds to
 * its cart and then reads it sees the line it added.
 *
 * Many test workers reading the same products, or a page's parts asking at once, cost the upstream
 * (and the proxy's own client side) one call. Each waiting request still gets its own answer, its own
 * drift check and its own journal line. The call is aborted only when every one of them has gone
 * (callers.ts).
 *
 * Not the servers' cache (server-kit/cache): that one keeps answers, and its fill runs on when its
 * readers give up; here nothing outlives the call, a write drops what is in flight, and a call
 * nobody waits for any more is aborted.
 */
import type { UpstreamCall } from 'server-kit/upstream';
import type { Callers } from './callers.js';

export interface InFlight<Answer> {
  answer: Promise<Answer>;
  /** Who waits for it: a read that joins adds itself. */
  callers: Callers;
}

export interface CollapsedReads<Answer> {
  /** The call on its way for an identical read, or undefined: then `track` the call made. */
  join(call: UpstreamCall): InFlight<Answer> | undefined;
  /** Follows a call this proxy sends, so identical reads can join it until it is answered. */
  track(call: UpstreamCall, sending: Promise<Answer>, callers: Callers): Promise<Answer>;
}

const isRead = ({ method, body }: UpstreamCall) => (method === 'GET' || method === 'HEAD') && !body?.length;

const keyOf = ({ method, path, headers }: UpstreamCall) =>
  JSON.stringify([method, path, Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : 1))]);

export function createCollapsedReads<Answer>(): CollapsedReads<Answer> {
  const inFlight = new Map<string, InFlight<Answer>>();
  return {
    join(call) {
      if (!isRead(call)) {
        inFlight.clear();
        return undefined;
      }
      return inFlight.get(keyOf(call));
    },
    track(call, sending, callers) {
      if (!isRead(call)) {
        void sending.finally(() => inFlight.clear()).catch(() => undefined);
        return sending;
      }
      const key = keyOf(call);
      inFlight.set(key, { answer: sending, callers });
      const forget = () => {
        if (inFlight.get(key)?.answer === sending) inFlight.delete(key);
      };
      sending.then(forget, forget);
      return sending;
    },
  };
}
