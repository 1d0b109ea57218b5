/**
 * The proxy's settings, apart from the proxy itself: config.ts and app.ts need them on every start,
 * while the proxy (and undici, about 28 MB of memory) is loaded only when UPSTREAM_URL is set.
 */
export interface UpstreamOptions {
  /** The API to forward to, e.g. https://server-3f16.onrender.com. */
  url: string;
  /** 'mock': answer from the mock when the upstream is unreachable, slow or failing (5xx). */
  fallback?: 'off' | 'mock';
  /** Bound on each upstream call: connect, headers and body (default 10 s). */
  timeoutMs?: number;
}

export const defaultUpstreamTimeoutMs = 10_000;
