import { useEffect, useRef } from 'react';

/**
 * Calls `callback` once, after the page has loaded and when the browser next has nothing to do
 * (requestIdleCallback; a few seconds after load where there is none). For work a page may want
 * soon but must never do ahead of its first paint, such as loading the search box's catalogue.
 */
export function useWhenIdle(callback: () => void) {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const run = () => latest.current();
    let cancel = () => undefined as void;
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(run, { timeout: 10_000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(run, 3_000);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') schedule();
    else {
      window.addEventListener('load', schedule, { once: true });
      cancel = () => window.removeEventListener('load', schedule);
    }
    return () => cancel();
  }, []);
}
