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
 */
import type { Callers } from './callers.js';
import type { UpstreamAnswer } from './forward.js';

export interface UpstreamCall {
  method: string;
  href: string;
  headers: Record<string, string | string[]>;
  body: Buffer | undefined;
}

export interface InFlight {
  answer: Promise<UpstreamAnswer>;
  /** Who waits for it: a read that joins adds itself. */
  callers: Callers;
}

export interface CollapsedReads {
  /** The call on its way for an identical read, or undefined: then `track` the call made. */
  join(call: UpstreamCall): InFlight | undefined;
  /** Follows a call this proxy sends, so identical reads can join it until it is answered. */
  track<Answer extends UpstreamAnswer>(call: UpstreamCall, sending: Promise<Answer>, callers: Callers): Promise<Answer>;
}

const isRead = ({ method, body }: UpstreamCall) => (method === 'GET' || method === 'HEAD') && !body?.length;

const keyOf = ({ method, href, headers }: UpstreamCall) =>
  JSON.stringify([method, href, Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : 1))]);

export function createCollapsedReads(): CollapsedReads {
  const inFlight = new Map<string, InFlight>();
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
