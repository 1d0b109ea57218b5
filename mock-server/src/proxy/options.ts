/**
 * The proxy's settings, apart from the proxy itself: config.ts and app.ts need them on every start,
 * while the proxy (and undici, about 28 MB of memory) is loaded only when UPSTREAM_URL is set.
 * Recording what passes through it (RECORD_TO) is the app's `recording` option (recording/).
 */

export interface UpstreamOptions {
  /** The API to forward to, e.g. https://server-3f16.onrender.com. */
  url: string;
  /** 'mock': answer from the mock when the upstream is unreachable, slow or failing (5xx). */
  fallback?: 'off' | 'mock';
  /** Bound on each upstream call: connect, headers and body (default 10 s). */
  timeoutMs?: number;
  /** Bound on reading a caller's request body before it is forwarded (default 35 s); tests shorten it. */
  bodyTimeoutMs?: number;
  /** Upstream calls at once (default 8); each may hold a 64 MB answer while it is checked. */
  maxConcurrent?: number;
  /** Calls that may wait for a free slot (default 64); past it the proxy answers 503 at once. */
  maxQueued?: number;
  /** The most an answer may decode to and still be checked (default 8 MiB); tests lower it. */
  maxDecodedBytes?: number;
  /**
   * Let identical reads in flight share one upstream call (collapsed-reads.ts). Off by default: the
   * proxy is there to report what the upstream does, and collapsing changes what the upstream sees
   * (one call where the callers made several), so it is a load-test setting, not a default.
   */
  collapseReads?: boolean;
}

export const defaultUpstreamTimeoutMs = 10_000;
export const defaultMaxConcurrent = 8;
export const defaultMaxQueued = 64;

/** The header that says the mock answered because the upstream could not. */
export const fallbackHeader = 'x-mock-fallback';
