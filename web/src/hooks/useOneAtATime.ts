import { useEffect, useState } from 'react';

/**
 * How many of `count` heavy regions (the home rails) to draw now: none at first, then one more in
 * each following task. Drawing them all in one go would hold a phone's main thread for a few
 * hundred milliseconds, during which a tap waits; one at a time, each task stays short. A region
 * not drawn yet keeps its place with a placeholder of its size.
 */
export function useOneAtATime(count: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn >= count) return undefined;
    const next = window.setTimeout(() => setDrawn((n) => n + 1), 0);
    return () => window.clearTimeout(next);
  }, [drawn, count]);
  return Math.min(drawn, count);
}
