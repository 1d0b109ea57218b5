import { useEffect, useRef } from 'react';

/** How long after the load the first screen belongs to the shopper's first taps and scrolls. */
const SETTLE_MS = 5_000;

/**
 * Calls `callback` once, when the page has loaded, a few seconds have passed, and the browser next
 * has nothing to do (requestIdleCallback, or at once where there is none). For work a page may want
 * soon but must never do ahead of its first paint, nor while the first screen is still settling,
 * such as loading the search box's catalogue.
 */
export function useWhenIdle(callback: () => void) {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const run = () => latest.current();
    let cancel = () => undefined as void;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(run, { timeout: 10_000 });
        cancel = () => window.cancelIdleCallback(id);
      } else run();
    };
    const schedule = () => {
      const id = window.setTimeout(whenIdle, SETTLE_MS);
      cancel = () => window.clearTimeout(id);
    };
    if (document.readyState === 'complete') schedule();
    else {
      window.addEventListener('load', schedule, { once: true });
      cancel = () => window.removeEventListener('load', schedule);
    }
    return () => cancel();
  }, []);
}
